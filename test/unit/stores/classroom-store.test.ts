import type { AccessResult } from '@common/contracts/study'
import type { TransportRequest } from '@/services/http'
import { envelope } from '../../support/fake-transport'
import { buildRoot } from '../../support/root'

const ROOM = {
  id: 3,
  title: '2027 注册会计师 全科通关班',
  picture: '/media/covers/classroom/3.svg',
  description: '',
  price: 9800,
  discountPrice: 6800,
  validityDays: 545,
  courseCount: 6,
  studentCount: 1494,
}
const NONE: AccessResult = { access: 0, loggedIn: true, expireAt: null, validityDays: 545 }
const goodsItem = (id: number) => ({
  id,
  type: 'goods' as const,
  refId: id,
  title: `教材 ${id}`,
  cover: '',
  summary: '',
  price: 50,
  discountPrice: 40,
})

function roomServer(
  extra: (request: TransportRequest) => ReturnType<typeof envelope> | undefined = () => undefined,
  access: () => AccessResult = () => NONE,
) {
  return buildRoot((request) => {
    const answer = extra(request)
    if (answer) return answer
    const { url } = request
    if (url.startsWith('/api/home/visitclassroom/')) return envelope(ROOM)
    if (url.startsWith('/knew/pc/classroom/checkAccess/')) return envelope(access())
    if (url.startsWith('/knew/pc/classroom/courseList/')) return envelope([])
    if (url.startsWith('/api/home/getlivelists/')) return envelope([])
    const page = /\/classgoods\/3\/p\/(\d+)/.exec(url)
    if (page) {
      const p = Number(page[1])
      const ids = p === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12]
      return envelope({ list: ids.map(goodsItem), totalCount: 12, page: p, pageSize: 10 })
    }
    return envelope(null, 404, '未知', 404)
  })
}

describe('ClassroomStore', () => {
  it('loads a class room with its access, courses, lives and first page of goods', async () => {
    const { root } = roomServer()
    await root.classroom.load(3)
    expect(root.classroom.info?.title).toBe(ROOM.title)
    expect(root.classroom.accessResult?.access).toBe(0)
    expect(root.classroom.goods).toHaveLength(10)
    expect(root.classroom.hasMoreGoods).toBe(true)
  })

  it('adds the next page of goods and then has no more', async () => {
    const { root } = roomServer()
    await root.classroom.load(3)
    await root.classroom.loadMoreGoods()
    expect(root.classroom.goods.map((g) => g.id).slice(-2)).toEqual([11, 12])
    expect(root.classroom.hasMoreGoods).toBe(false)
  })

  it('keeps a failed class room as an error, with no goods asked for', async () => {
    const { root, transport } = roomServer((request) =>
      request.url.startsWith('/api/home/visitclassroom/')
        ? envelope(null, 404, '班级不存在', 404)
        : undefined,
    )
    await root.classroom.load(3)
    expect(root.classroom.state.error).toBe('班级不存在')
    expect(transport.requests.some((r) => r.url.includes('classgoods'))).toBe(false)
  })

  it('joins a free class room and refreshes access; a refused join rejects', async () => {
    let joined = false
    const { root } = roomServer(
      (request) => {
        if (!request.url.endsWith('/course/free')) return undefined
        if (request.body?.includes('id=3')) {
          joined = true
          return envelope({ ...NONE, access: 1 })
        }
        return envelope(null, 400, '该班级不是免费班级', 400)
      },
      () => ({ ...NONE, access: joined ? 1 : 0 }),
    )
    await root.classroom.load(3)
    await root.classroom.freeJoin()
    expect(root.classroom.accessResult?.access).toBe(1)
    expect(root.classroom.classId).toBe(3)
  })

  it('says when a join is refused', async () => {
    const { root } = roomServer((request) =>
      request.url.endsWith('/course/free')
        ? envelope(null, 400, '该班级不是免费班级', 400)
        : undefined,
    )
    await root.classroom.load(3)
    await expect(root.classroom.freeJoin()).rejects.toMatchObject({ message: '该班级不是免费班级' })
  })

  it('loads my class rooms', async () => {
    const mine = [
      { id: 3, title: ROOM.title, picture: '', access: 1, expireAt: null, courseCount: 6 },
    ]
    const { root } = roomServer((request) =>
      request.url === '/api/home/visitclasss/' ? envelope(mine) : undefined,
    )
    await root.classroom.loadMine()
    expect(root.classroom.mine).toEqual(mine)
    expect(root.classroom.mineState.loaded).toBe(true)
  })
})
