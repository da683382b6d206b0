import {
  CREDIT_SLACK_SECONDS,
  LESSON_DONE_SHARE,
  MAX_PLAYBACK_RATE,
  creditOfSave,
  lessonDone,
  lessonProgress,
} from '@server/services/lesson-progress'

const AT = Date.UTC(2026, 10, 27, 12, 0, 0)
const saved = (seconds: number, secondsAgo: number) => ({
  seconds,
  savedAt: AT - secondsAgo * 1000,
})

describe('the watching a save of a lesson credits', () => {
  it('keeps the rule’s numbers: 90% of the video, 2× at most, up to 10 seconds of slack', () => {
    expect([LESSON_DONE_SHARE, MAX_PLAYBACK_RATE, CREDIT_SLACK_SECONDS]).toEqual([0.9, 2, 10])
  })

  it.each([
    ['played at 1× between saves 5 s apart', saved(100, 5), 105, 5],
    ['played at 2× between saves 5 s apart', saved(100, 5), 110, 10],
    ['a seek of 10 minutes a second after a save: 2× and a second of slack', saved(100, 1), 700, 3],
    [
      'a seek of 10 minutes after 5 minutes away: twice the time, and the slack',
      saved(0, 300),
      600,
      600,
    ],
    ['a seek of 10 minutes after 4 minutes away', saved(0, 240), 600, 490],
    ['a seek back', saved(300, 60), 20, 0],
    ['the same position again', saved(300, 60), 300, 0],
    ['a save with a clock behind the last one: nothing', saved(100, -30), 150, 0],
    ['a part of a second over: whole seconds only', saved(0, 0.5), 20, 1],
    ['saves sent back to back: nothing, the slack is earned by waiting', saved(0, 0), 10, 0],
  ])('%s', (_name, before, seconds, credit) => {
    expect(creditOfSave(before, seconds, AT)).toBe(credit)
  })

  it('credits the first save of a lesson its position, up to the slack', () => {
    expect(creditOfSave(null, 4, AT)).toBe(4)
    expect(creditOfSave(null, 3000, AT)).toBe(CREDIT_SLACK_SECONDS)
    expect(creditOfSave(null, 0, AT)).toBe(0)
  })
})

describe('when a lesson is finished, and the progress shown', () => {
  it('finishes a lesson when the watching credited reaches 90% of its length', () => {
    expect(lessonDone(40, 45)).toBe(false)
    expect(lessonDone(41, 45)).toBe(true)
    // 70 × 0.9 is 63.00000000000001 in floats: 63 seconds are 90% all the same.
    expect(lessonDone(62, 70)).toBe(false)
    expect(lessonDone(63, 70)).toBe(true)
    expect(lessonDone(0, 0)).toBe(false)
  })

  it('shows the position’s percent, and 100 only for a finished lesson', () => {
    expect(lessonProgress(22, 45, false)).toBe(48)
    expect(lessonProgress(45, 45, false)).toBe(99)
    expect(lessonProgress(44, 45, false)).toBe(97)
    expect(lessonProgress(45, 45, true)).toBe(100)
    // Watched again from the start: it stays finished.
    expect(lessonProgress(0, 45, true)).toBe(100)
    expect(lessonProgress(0, 0, false)).toBe(0)
  })
})

describe('a script that saves without waiting', () => {
  it('cannot finish a lesson faster than it plays at 2×', () => {
    // Saves 10 s apart in position, sent 1 s apart: each credits 2 × 1 s + 1 s of slack.
    let before = { seconds: 0, savedAt: AT }
    let credited = creditOfSave(null, 0, AT)
    for (let n = 1; n <= 60; n += 1) {
      const now = AT + n * 1000
      credited += creditOfSave(before, n * 10, now)
      before = { seconds: n * 10, savedAt: now }
    }
    expect(credited).toBe(60 * 3)
  })
})
