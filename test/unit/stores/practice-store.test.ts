import type { AttemptState } from '@common/contracts/practice'
import type { TransportRequest } from '@/services/http'
import { PracticeStore } from '@/stores/practice-store'
import { envelope } from '../../support/fake-transport'
import { buildRoot } from '../../support/root'

const unit = (id: number) => ({
  id,
  type: 'single' as const,
  stem: `题${id}`,
  options: [
    { id: id * 10 + 1, text: '甲' },
    { id: id * 10 + 2, text: '乙' },
  ],
  score: 2,
  chapterId: 1,
  title: '',
  unit: '',
  children: [],
})

const STATE: AttemptState = {
  attemptId: 7,
  paperId: 3,
  mode: 'exam',
  endsAt: '2026-11-23 12:00:00',
  secondsLeft: 600,
  submitted: false,
  position: 1,
  answers: [{ questionId: 2, optionIds: [21], savedAt: '2026-11-23 10:00:00' }],
  questions: [unit(1), unit(2), unit(3)],
  favourites: [3],
}

function server(online: () => boolean) {
  return (request: TransportRequest) => {
    if (request.method === 'PUT') {
      if (!online()) return Promise.reject(new TypeError('Failed to fetch'))
      return envelope({
        questionId: Number(request.url.split('/').pop()),
        savedAt: '2026-11-23 10:01:00',
      })
    }
    if (request.url.endsWith('/submit')) return envelope({ attemptId: 7, score: 2 })
    return envelope(STATE)
  }
}

describe('PracticeStore', () => {
  it("resumes at the learner's question with the answers saved and the server's time left", async () => {
    const { root } = buildRoot(server(() => true))
    await root.practice.load(7)
    expect(root.practice.index).toBe(1)
    expect(root.practice.answers.get(2)).toEqual({ optionIds: [21] })
    expect(root.practice.unanswered).toBe(2)
    expect(root.practice.secondsLeft()).toBeGreaterThan(595)
    expect([...root.practice.favourites]).toEqual([3])
  })

  it('keeps answers given offline on the device and sends them when the network is back', async () => {
    let online = false
    const first = buildRoot(server(() => online))
    await first.root.practice.load(7)
    const before = Date.now()
    await first.root.practice.answer(3, { optionIds: [31] })
    const after = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(first.root.practice.pending.size).toBe(1)
    expect(first.localStorage.get('PRACTICE_PENDING_7')).toContain('31')

    // The page closed and opened again on the same device, the network back.
    online = true
    const second = buildRoot(server(() => online))
    for (const key of ['PRACTICE_PENDING_7', 'PRACTICE_DEVICE']) {
      second.localStorage.set(key, first.localStorage.get(key) as string)
    }
    await second.root.practice.load(7)
    expect(second.root.practice.answers.get(3)).toEqual({ optionIds: [31] })
    expect(second.root.practice.pending.size).toBe(0)
    expect(second.localStorage.get('PRACTICE_PENDING_7')).toBeNull()
    const puts = second.transport.requests.filter((r) => r.method === 'PUT')
    // Sent with how long ago it was answered (the server dates it by its own clock) and the
    // device's name, the same on this device after the page opened again.
    const device = first.localStorage.get('PRACTICE_DEVICE')
    expect(device).toMatch(/^[0-9a-z]+-[0-9a-z]+$/)
    expect(puts.map((r) => [r.url, JSON.parse(r.body as string)])).toEqual([
      [
        '/api/practice/attempts/7/answers/3',
        { optionIds: [31], answeredAgo: expect.any(Number), device },
      ],
    ])
    const { answeredAgo } = JSON.parse(puts[0].body as string) as { answeredAgo: number }
    expect(answeredAgo).toBeGreaterThanOrEqual(10)
    expect(answeredAgo).toBeLessThanOrEqual(Date.now() - before)
    expect(after).toBeGreaterThanOrEqual(before)
  })

  it("takes the server's newer answer from another device over one kept offline", async () => {
    const { root } = buildRoot((request) => {
      if (request.method === 'PUT') {
        return envelope({
          questionId: 3,
          savedAt: '2026-11-23 10:01:00',
          newer: { optionIds: [32] },
        })
      }
      return envelope(STATE)
    })
    await root.practice.load(7)
    await root.practice.answer(3, { optionIds: [31] })
    expect(root.practice.answers.get(3)).toEqual({ optionIds: [32] })
    expect(root.practice.pending.size).toBe(0)
  })

  it('clears an answer on the server and keeps the question shown there', async () => {
    const { root, transport } = buildRoot((request) =>
      request.method === 'GET' ? envelope(STATE) : envelope(null),
    )
    await root.practice.load(7)
    await root.practice.clear(2)
    expect(root.practice.answers.has(2)).toBe(false)
    root.practice.go(2)
    root.practice.go(2)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const writes = transport.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => [r.method, r.url, r.body ?? null])
    expect(writes).toEqual([
      [
        'DELETE',
        expect.stringMatching(
          /^\/api\/practice\/attempts\/7\/answers\/2\?answeredAgo=\d+&device=[0-9a-z-]+$/,
        ),
        null,
      ],
      ['PUT', '/api/practice/attempts/7/position', JSON.stringify({ position: 2 })],
    ])
  })

  it('sends what is pending before submitting', async () => {
    let online = false
    const { root, transport } = buildRoot(server(() => online))
    await root.practice.load(7)
    await root.practice.answer(1, { optionIds: [11] })
    online = true
    await root.practice.submit()
    const urls = transport.requests.map((r) => `${r.method} ${r.url}`)
    expect(urls.slice(-2)).toEqual([
      'PUT /api/practice/attempts/7/answers/1',
      'POST /api/practice/attempts/7/submit',
    ])
  })

  it('remembers the font size and night mode on the device', () => {
    const first = buildRoot(server(() => true))
    first.root.practice.nextFontSize()
    first.root.practice.toggleNight()
    const second = buildRoot(server(() => true))
    second.localStorage.set('PRACTICE_PREFS', first.localStorage.get('PRACTICE_PREFS') as string)
    const store = new PracticeStore(second.root.deps.api, second.localStorage)
    expect(store.fontSize).toBe('大')
    expect(store.night).toBe(true)
    store.nextFontSize()
    store.nextFontSize()
    expect(store.fontSize).toBe('标准')
  })

  it('sends answers one at a time, so that a later answer is never overtaken', async () => {
    const releases: (() => void)[] = []
    const { root, transport } = buildRoot((request) => {
      if (request.method !== 'PUT') return envelope(STATE)
      return new Promise((resolve) => {
        releases.push(() => resolve(envelope({ questionId: 3, savedAt: '2026-11-23 10:01:00' })))
      })
    })
    await root.practice.load(7)
    const first = root.practice.answer(3, { optionIds: [31] })
    const second = root.practice.answer(3, { optionIds: [32] })
    await Promise.resolve()
    expect(transport.requests.filter((r) => r.method === 'PUT')).toHaveLength(1)
    while (releases.length > 0 || transport.requests.filter((r) => r.method === 'PUT').length < 2) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await Promise.all([first, second])
    const bodies = transport.requests.filter((r) => r.method === 'PUT').map((r) => r.body)
    expect(JSON.parse(bodies[bodies.length - 1] as string)).toMatchObject({ optionIds: [32] })
    expect(root.practice.pending.size).toBe(0)
  })

  it('shows a shared report by its summary alone, and the whole report only to its learner', async () => {
    const asked: string[] = []
    const summary = (mine: boolean) => ({
      attemptId: 7,
      paperId: 3,
      paperTitle: '初级会计实务模拟试卷（一）',
      subjectId: 5,
      score: 86,
      totalScore: 100,
      passScore: 60,
      passed: true,
      usedSeconds: 3600,
      beatPercent: 72,
      ranked: true,
      mine,
    })
    const reportServer = (mine: boolean) => (request: TransportRequest) => {
      asked.push(request.url)
      if (request.url.endsWith('/summary')) return envelope(summary(mine))
      if (request.url.endsWith('/submit')) return envelope({ attemptId: 7, score: 86 })
      return envelope({ ...STATE, submitted: true })
    }
    const { root } = buildRoot(reportServer(false))
    await root.practice.loadReport(7)
    expect(root.practice.summary).toMatchObject({
      paperTitle: '初级会计实务模拟试卷（一）',
      mine: false,
    })
    expect(root.practice.report).toBeNull()
    expect(asked).toEqual(['/api/practice/attempts/7/summary'])

    const own = buildRoot(reportServer(true))
    asked.length = 0
    await own.root.practice.loadReport(7)
    expect(own.root.practice.report).toMatchObject({ attemptId: 7, score: 86 })
    expect(asked).toEqual([
      '/api/practice/attempts/7/summary',
      '/api/practice/attempts/7',
      '/api/practice/attempts/7/submit',
    ])
    await own.root.practice.loadReport(7)
    expect(asked).toHaveLength(3)
  })
})
