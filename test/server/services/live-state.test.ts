import { liveStateOf } from '@server/services/live-state'
import { HOUR_MS, MINUTE_MS } from '@server/time'

const START = Date.UTC(2026, 10, 21, 12, 0, 0)
const END = START + 90 * MINUTE_MS
const live = (fields: { state?: 'scheduled' | 'cancelled'; replay_ready_at?: number | null }) => ({
  start_time: START,
  end_time: END,
  state: fields.state ?? 'scheduled',
  replay_ready_at: fields.replay_ready_at ?? null,
})

describe('the state of a live, one rule with the app’s spec §4 reading B', () => {
  it.each([
    ['3 hours before', START - 3 * HOUR_MS, 'scheduled', 'notStart', false],
    ['exactly 2 hours before', START - 2 * HOUR_MS, 'scheduled', 'notStart', false],
    ['just under 2 hours before', START - 2 * HOUR_MS + 1, 'scheduled', 'enterLive', true],
    ['at the start', START, 'live', 'living', true],
    ['between start and end', START + HOUR_MS, 'live', 'living', true],
    ['at the end, no replay yet', END, 'ended', 'playBack', true],
    ['a day after, no replay yet', END + 24 * HOUR_MS, 'ended', 'playBack', true],
  ])('%s: %s', (_name, now, state, playState, enterable) => {
    expect(liveStateOf(live({}), now)).toEqual({ state, playState, enterable })
  })

  it('is replay ready once the replay’s time has come, not before', () => {
    const ready = live({ replay_ready_at: END + 30 * MINUTE_MS })
    expect(liveStateOf(ready, END + 29 * MINUTE_MS).state).toBe('ended')
    expect(liveStateOf(ready, END + 30 * MINUTE_MS).state).toBe('replayReady')
    // A replay ready too early (set by hand) does not end a live that is on.
    expect(liveStateOf(live({ replay_ready_at: START }), START + MINUTE_MS).state).toBe('live')
  })

  it('is cancelled whatever the time, and never enterable', () => {
    for (const now of [START - 3 * HOUR_MS, START - HOUR_MS, START, END + HOUR_MS]) {
      expect(liveStateOf(live({ state: 'cancelled', replay_ready_at: END }), now)).toMatchObject({
        state: 'cancelled',
        enterable: false,
      })
    }
  })
})
