import { createApi } from '@/services/api'
import { createHttp, type TransportRequest } from '@/services/http'
import { LiveStore } from '@/stores/live-store'
import { envelope, fakeTransport } from '../../support/fake-transport'

type Answer = ReturnType<typeof envelope>

function build(answer: (request: TransportRequest) => Answer | Promise<Answer>) {
  const http = createHttp({ transport: fakeTransport(answer), handlers: { log: () => undefined } })
  return new LiveStore(createApi(http))
}

const liveOf = (id: number, courseId = 7) => ({ id, courseId, lessonTitle: `直播 ${id}` })

describe('the live store', () => {
  it('keeps each live it was asked for, whatever order the answers come in', async () => {
    let releaseFirst: (answer: Answer) => void = () => undefined
    const store = build((request) => {
      if (request.url.includes('/visitLives/1')) {
        return new Promise<Answer>((resolve) => {
          releaseFirst = resolve
        })
      }
      return envelope(liveOf(2))
    })
    const first = store.loadDetail(1)
    await store.loadDetail(2)
    releaseFirst(envelope(liveOf(1)))
    await first
    expect(store.detailOf(2)?.id).toBe(2)
    expect(store.detailOf(1)?.id).toBe(1)
    expect(store.detailOf(3)).toBeNull()
  })

  it("never shows another course's lives under a course", async () => {
    const store = build((request) =>
      request.url.includes('/courseLives/7')
        ? envelope([liveOf(1, 7)])
        : envelope(null, 404, '课程不存在', 404),
    )
    await store.loadCourseLives(7)
    expect(store.courseLives).toHaveLength(1)
    await store.loadCourseLives(8)
    expect(store.courseLives).toEqual([])
    expect(store.courseLivesState.error).toBe('课程不存在')
  })

  it('pages my replays by p and pageSize 10, and forgets everything at reset', async () => {
    const asked: string[] = []
    const store = build((request) => {
      asked.push(request.url)
      if (request.url.includes('replayLive')) {
        const list = Array.from({ length: 10 }, (_, index) => liveOf(100 + index))
        return envelope({ list, totalCount: 11, page: 1, pageSize: 10 })
      }
      if (request.url.includes('prelive')) return envelope([liveOf(4)])
      return envelope(liveOf(5))
    })
    await store.replays.reload()
    await store.loadMine()
    await store.loadDetail(5)
    expect(asked).toContain('/knew/home/user/replayLive/?p=1&pageSize=10')
    expect(store.replays.hasMore).toBe(true)

    store.reset()
    expect(store.replays.items).toEqual([])
    expect(store.mine).toEqual([])
    expect(store.detailOf(5)).toBeNull()
    expect(store.mineState.loaded).toBe(false)
  })
})
