import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { WriteTracker } from '@server/db/write-tracker'
import { AnswerCache, QUIET_MS } from '@server/services/answer-cache'

/** A clock the test moves, shared by the tracker and the cache. */
function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

function setup() {
  const time = clock()
  const writes = new WriteTracker(time.now)
  const cache = new AnswerCache(writes, time.now)
  let computed = 0
  const catalogue = () =>
    cache.get('catalogue', ['courses'], async () => {
      computed += 1
      return { value: { courses: computed } }
    })
  return { time, writes, cache, catalogue, computations: () => computed }
}

describe('answers kept in memory until their data changes', () => {
  it('computes an answer once and serves it again', async () => {
    const { time, catalogue, computations } = setup()
    time.advance(QUIET_MS * 2)
    const first = await catalogue()
    const second = await catalogue()
    expect(second).toBe(first)
    expect(computations()).toBe(1)
    expect(first.body()).toBe('{"courses":1}')
  })

  it('computes it again once a table it was read from is written', async () => {
    const { time, writes, catalogue, computations } = setup()
    time.advance(QUIET_MS * 2)
    await catalogue()
    time.advance(10)
    writes.markWritten(['goods'])
    await catalogue()
    expect(computations()).toBe(1)
    writes.markWritten(['courses'])
    time.advance(QUIET_MS * 2)
    expect((await catalogue()).value).toEqual({ courses: 2 })
  })

  it('does not keep an answer computed just after a write (its transaction may not have committed)', async () => {
    const { time, writes, catalogue, computations } = setup()
    writes.markWritten(['courses'])
    time.advance(QUIET_MS / 2)
    await catalogue()
    await catalogue()
    expect(computations()).toBe(2)
    time.advance(QUIET_MS * 2)
    await catalogue()
    await catalogue()
    expect(computations()).toBe(3)
  })

  it('computes again when the answer’s own time runs out (a listed live ends)', async () => {
    const { time, cache } = setup()
    time.advance(QUIET_MS * 2)
    let computed = 0
    const lives = () =>
      cache.get('lives', ['lives'], async () => ({ value: ++computed, until: time.now() + 60_000 }))
    await lives()
    time.advance(59_999)
    expect((await lives()).value).toBe(1)
    time.advance(1)
    expect((await lives()).value).toBe(2)
  })

  it('lets requests that arrive during a computation wait for it', async () => {
    const { time, cache } = setup()
    time.advance(QUIET_MS * 2)
    let computed = 0
    let finish!: () => void
    const slow = () =>
      cache.get('slow', ['courses'], async () => {
        computed += 1
        await new Promise<void>((resolve) => (finish = resolve))
        return { value: 'ok' }
      })
    const answers = [slow(), slow(), slow()]
    finish()
    await Promise.all(answers)
    expect(computed).toBe(1)
  })

  it('compresses an answer once per encoding, and tags it', async () => {
    const { time, catalogue } = setup()
    time.advance(QUIET_MS * 2)
    const answer = await catalogue()
    expect(gunzipSync(answer.compressed('gzip')).toString()).toBe(answer.body())
    expect(brotliDecompressSync(answer.compressed('br')).toString()).toBe(answer.body())
    expect(answer.compressed('br')).toBe(answer.compressed('br'))
    expect(answer.etag()).toMatch(/^"[\w-]+"$/)
  })

  it('encodes its body as UTF-8 once, Chinese text included', async () => {
    const time = clock()
    const cache = new AnswerCache(new WriteTracker(time.now), time.now)
    time.advance(QUIET_MS * 2)
    const answer = await cache.get('trainInfo', ['organisations'], async () => ({
      value: { train_name: '会计考证学堂' },
    }))
    expect(answer.bytes().toString('utf8')).toBe(answer.body())
    expect(answer.bytes()).toHaveLength(Buffer.byteLength(answer.body()))
    expect(answer.bytes()).toBe(answer.bytes())
  })
})
