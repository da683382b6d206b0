import { buildRoot, deferred } from '../../support/root'
import { envelope } from '../../support/fake-transport'

const card = (id: number, title: string) => ({
  id,
  title,
  picture: `/media/covers/course/${id}.svg`,
  url: '',
  teacher: '李老师',
  price: 398,
  discountPrice: 298,
  studentCount: 100,
})
const CATEGORIES = [
  {
    id: 1,
    name: '初级职称 · 初级会计职称',
    catechildren: [
      { id: 2, name: '初级会计实务' },
      { id: 3, name: '经济法基础' },
    ],
    courseList: [card(11, '初级会计实务 基础精讲班'), card(12, '经济法基础 基础精讲班')],
  },
]

describe('CatalogueStore', () => {
  it('loads the categories and shows each category’s own list until a child is chosen', async () => {
    const { root } = buildRoot(() => envelope(CATEGORIES))
    expect(root.catalogue.state.pending).toBe(true)
    await root.catalogue.load()
    expect(root.catalogue.state.loaded).toBe(true)
    expect(root.catalogue.choiceOf(1)).toBe('all')
    expect(root.catalogue.coursesOf(root.catalogue.categories[0]).map((c) => c.id)).toEqual([
      11, 12,
    ])
  })

  it('replaces a category’s list with the chosen child’s (spec §7), and all restores it', async () => {
    const { root, transport } = buildRoot((request) =>
      request.url.includes('getCourseList')
        ? envelope([card(11, '初级会计实务 基础精讲班')])
        : envelope(CATEGORIES),
    )
    await root.catalogue.load()
    await root.catalogue.choose(1, 2)
    expect(transport.requests.at(-1)?.url).toBe('/knew/Pc/course/getCourseList/cateId/2')
    expect(root.catalogue.coursesOf(root.catalogue.categories[0])).toHaveLength(1)
    await root.catalogue.choose(1, 'all')
    expect(root.catalogue.coursesOf(root.catalogue.categories[0])).toHaveLength(2)
  })

  it('lets a later choice win over an answer that arrives late', async () => {
    const slow = deferred<ReturnType<typeof envelope>>()
    const { root } = buildRoot((request) => {
      if (request.url.endsWith('/cateId/2')) return slow.promise
      if (request.url.endsWith('/cateId/3')) return envelope([card(12, '经济法基础 基础精讲班')])
      return envelope(CATEGORIES)
    })
    await root.catalogue.load()
    const first = root.catalogue.choose(1, 2)
    await root.catalogue.choose(1, 3)
    slow.release(envelope([card(11, '初级会计实务 基础精讲班')]))
    await first
    expect(root.catalogue.choiceOf(1)).toBe(3)
    expect(root.catalogue.coursesOf(root.catalogue.categories[0])[0].id).toBe(12)
  })

  it('puts the choice back and rejects with the ApiError when the child list fails', async () => {
    const { root } = buildRoot((request) =>
      request.url.includes('getCourseList')
        ? envelope(null, 404, '课程分类不存在：2', 404)
        : envelope(CATEGORIES),
    )
    await root.catalogue.load()
    await expect(root.catalogue.choose(1, 2)).rejects.toMatchObject({ code: 404 })
    expect(root.catalogue.choiceOf(1)).toBe('all')
  })

  it('keeps a failed catalogue as an error for the page to retry', async () => {
    const { root } = buildRoot(() => envelope(null, 500, '服务器繁忙，请稍后再试', 500))
    await root.catalogue.load()
    expect(root.catalogue.state.error).toBe('服务器繁忙，请稍后再试')
    expect(root.catalogue.categories).toEqual([])
  })

  it('loads each free list on its own (spec §2 /home/list/:type)', async () => {
    const { root, transport } = buildRoot(() => envelope([card(40, '考前必背 100 题')]))
    await root.catalogue.loadFreeList(0)
    expect(transport.requests[0].url).toBe('/knew/api/wap/freeList/type/0')
    expect(root.catalogue.freeLists.get(0)?.[0].title).toBe('考前必背 100 题')
    expect(root.catalogue.freeLists.has(1)).toBe(false)
  })
})
