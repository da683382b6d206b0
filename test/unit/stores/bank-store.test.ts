import type { Subject, YearSubjects } from '@common/contracts/bank'
import type { TransportRequest } from '@/services/http'
import { LAST_EXAM_KEY, TEST_EXAM_KEY } from '@common/constants/bank-storage'
import { envelope } from '../../support/fake-transport'
import { buildRoot, deferred } from '../../support/root'

const subject = (id: number, name: string, year: number): Subject => ({
  id,
  name,
  year,
  isSprintOpen: false,
  updateNum: 3,
  parentID: 5617,
  examDate: `${year}-05-16`,
  questionCount: 100,
})

const YEARS: YearSubjects[] = [
  { year: 2027, subjects: [subject(11, '初级会计实务', 2027), subject(12, '经济法基础', 2027)] },
  { year: 2026, subjects: [subject(1, '初级会计实务', 2026), subject(2, '经济法基础', 2026)] },
]

function server(
  extra: (
    request: TransportRequest,
  ) => ReturnType<typeof envelope> | Promise<ReturnType<typeof envelope>> | undefined = () =>
    undefined,
) {
  return (request: TransportRequest) => {
    const answer = extra(request)
    if (answer) return answer
    if (request.url.includes('yearSubjects')) return envelope(YEARS)
    if (request.url.includes('/info'))
      return envelope({ ...subject(12, '经济法基础', 2027), parentID: 5617 })
    if (request.url.includes('getPracticeLists')) return envelope([])
    if (request.url.includes('/statistic')) {
      return envelope({ totalQuestion: 3, doneQuestion: 2, rightQuestion: 1 })
    }
    if (request.url.includes('getRecommendKnows')) return envelope({ list: [], count: 0, type: 1 })
    if (request.url.includes('/api/v1/access')) return envelope(null, 500, '服务器繁忙', 500)
    return envelope(null, 404, '未知', 404)
  }
}

describe('BankStore', () => {
  it("takes an exam's remembered subject, else the first subject of its newest year", async () => {
    const { root, localStorage } = buildRoot(server())
    expect(await root.bank.subjectForExam(5617)).toBe(11)
    localStorage.set(TEST_EXAM_KEY, JSON.stringify({ 5617: 2 }))
    expect(await root.bank.subjectForExam(5617)).toBe(2)
    // A remembered subject the exam no longer has is forgotten.
    localStorage.set(TEST_EXAM_KEY, JSON.stringify({ 5617: 999 }))
    expect(await root.bank.subjectForExam(5617)).toBe(11)
    localStorage.set(TEST_EXAM_KEY, 'not json')
    expect(await root.bank.subjectForExam(5617)).toBe(11)
  })

  it("looks up a subject's exam", async () => {
    const { root } = buildRoot(server())
    expect(await root.bank.examOfSubject(12)).toBe(5617)
  })

  it('remembers the subject and exam it opens, and the year switch keeps the subject name', async () => {
    const { root, localStorage } = buildRoot(server())
    await root.bank.open(5617, 12)
    expect(JSON.parse(localStorage.get(TEST_EXAM_KEY) ?? '')).toEqual({ 5617: 12 })
    expect(localStorage.get(LAST_EXAM_KEY)).toBe('5617')
    expect(root.bank.lastExam()).toBe(5617)
    expect(root.bank.subjects.map((s) => s.id)).toEqual([11, 12])
    expect(root.bank.yearList).toEqual([2027, 2026])
    expect(root.bank.subjectOfYear(2026)).toBe(2)
  })

  it("loads a learner's figures, floors the rates, and sets access false when its check fails", async () => {
    let accessFails = false
    const { root } = buildRoot(
      server((request) => {
        if (!request.url.includes('/api/v1/access')) return undefined
        return accessFails
          ? envelope(null, 500, '服务器繁忙', 500)
          : envelope({ subjectId: 12, access: true, loggedIn: true, expireAt: null })
      }),
    )
    root.app.setLoggedIn({ uid: 1, nickname: '小林' } as never)
    await root.bank.open(5617, 12)
    expect(root.bank.rates).toEqual({ completion: 66, accuracy: 50, done: 2 })
    expect(root.bank.access).toBe(true)
    accessFails = true
    expect(await root.bank.checkAccess(12)).toBe(false)
    expect(root.bank.access).toBe(false)
  })

  it('drops the answers of a subject asked for before the last one', async () => {
    const late = deferred<ReturnType<typeof envelope>>()
    const { root, localStorage } = buildRoot((request) =>
      request.url.includes('subjects/11/') ? late.promise : server()(request),
    )
    const first = root.bank.open(5617, 11)
    await root.bank.open(5617, 12)
    late.release(envelope({ ...subject(11, '初级会计实务', 2027), parentID: 5617 }))
    await first
    expect(root.bank.subject?.id).toBe(12)
    expect(JSON.parse(localStorage.get(TEST_EXAM_KEY) ?? '{}')).toEqual({ 5617: 12 })
  })

  it('asks for the figures and the tiles again when shown again, keeping the old until they come', async () => {
    let done = 2
    const later = deferred<ReturnType<typeof envelope>>()
    let wait = false
    const { root } = buildRoot(
      server((request) => {
        if (request.url.includes('/statistic')) {
          const answer = envelope({ totalQuestion: 10, doneQuestion: done, rightQuestion: 1 })
          return wait ? later.promise.then(() => answer) : answer
        }
        if (request.url.includes('getPracticeLists')) {
          return envelope([{ key: 'wrong', title: '错题本', count: done - 2, open: true }])
        }
        if (request.url.includes('/api/v1/access')) {
          return envelope({ subjectId: 12, access: true, loggedIn: true, expireAt: null })
        }
        return undefined
      }),
    )
    root.app.setLoggedIn({ uid: 1, nickname: '小林' } as never)
    await root.bank.open(5617, 12)
    expect(root.bank.rates?.done).toBe(2)
    // A paper handed in meanwhile: five more answered, three of them wrong.
    done = 7
    wait = true
    const refreshing = root.bank.refresh(12)
    expect(root.bank.rates?.done).toBe(2)
    later.release(envelope(null))
    await refreshing
    expect(root.bank.rates?.done).toBe(7)
    expect(root.bank.tiles).toEqual([{ key: 'wrong', title: '错题本', count: 5, open: true }])
  })

  it("asks nothing of a visitor's own", async () => {
    const { root, transport } = buildRoot(server())
    await root.bank.open(5617, 12)
    expect(transport.requests.map((r) => r.url).join(' ')).not.toMatch(/statistic|access|Recommend/)
    expect(root.bank.rates).toBeNull()
  })
})
