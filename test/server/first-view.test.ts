import type { Banner, TrainInfo } from '@common/contracts/organisation'
import type { CourseCategory } from '@common/contracts/catalogue'
import { firstViewFor, isLinkable } from '../../server/src/first-view'

const train = { train_name: '恒达<会计>网校' } as TrainInfo
const TRAIN_URL = '/knew/api/wap/getTrainInfo'
const banner = (fields: Partial<Banner>): Banner => ({
  url: '/course',
  imgurl: '/media/banners/a.svg',
  title: '初级 "零基础" 班',
  ...fields,
})
const course = (id: number, fields: object = {}) => ({
  id,
  title: `课程 ${id}`,
  picture: `/media/covers/course/${id}.svg`,
  url: '',
  teacher: '高志谦',
  price: 498,
  discountPrice: id === 2 ? 0 : 398,
  studentCount: 1,
  ...fields,
})
const category = (courses: ReturnType<typeof course>[]): CourseCategory => ({
  id: 1,
  name: '初级职称 · 初级会计职称',
  catechildren: [],
  courseList: courses,
})

describe('the first view written into index.html', () => {
  it('shows the school and its first banner on /home, escaped, linking where the banner does', () => {
    const html = firstViewFor('/home', {
      [TRAIN_URL]: train,
      '/api/home/banner/hdkj/type/mm': [banner({}), banner({ imgurl: '/b.svg' })],
    })
    expect(html).toContain('<div class="page-layout__tab-title">恒达&lt;会计&gt;网校</div>')
    expect(html).toContain('<a aria-label="初级 &quot;零基础&quot; 班" href="/course">')
    expect(html).toContain('src="/media/banners/a.svg"')
    expect(html).not.toContain('/b.svg')
  })

  it('links only addresses the app would open', () => {
    for (const url of [
      '/course',
      '/study/course/3?class=1',
      'https://example.com/a',
      'HTTP://x.cn',
    ]) {
      expect(isLinkable(url)).toBe(true)
    }
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      'https:///evil.example',
      'data:text/html,x',
      '',
    ]) {
      expect(isLinkable(url)).toBe(false)
      const html = firstViewFor('/home', {
        [TRAIN_URL]: train,
        '/api/home/banner/x/type/mm': [banner({ url })],
      })
      expect(html).not.toContain('<a')
      expect(html).not.toContain('href=')
      expect(html).toContain('<div class="top-swiper"><div><div class="taro-img')
    }
    const external = firstViewFor('/home', {
      [TRAIN_URL]: train,
      '/api/home/banner/x/type/mm': [banner({ url: 'https://example.com/a?b=1&c=2' })],
    })
    expect(external).toContain('href="https://example.com/a?b=1&amp;c=2"')
  })

  it('shows the first category and its first four cards on /course', () => {
    const html = firstViewFor('/course', {
      [TRAIN_URL]: train,
      '/knew/Pc/course/getCourse': [
        category([1, 2, 3, 4, 5].map((id) => course(id, id === 3 ? { url: '/goodsStore' } : {}))),
      ],
    })
    expect(html).toContain('<div class="page-layout__tab-title">课程</div>')
    expect(html).toContain('course-section__header--junior')
    const links = [...(html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1])
    expect(links).toEqual(['/study/course/1', '/study/course/2', '/goodsStore', '/study/course/4'])
    expect(html).toContain('<div class="course-card__price course-card__price--free">免费</div>')
    expect(html).toContain('<div class="course-card__price">¥398.00</div>')
  })

  it('is left out where the page has nothing to show first, or is another page', () => {
    expect(firstViewFor('/home', { [TRAIN_URL]: train })).toBeUndefined()
    expect(firstViewFor('/home', { '/api/home/banner/x/type/mm': [banner({})] })).toBeUndefined()
    expect(
      firstViewFor('/course', { [TRAIN_URL]: train, '/knew/Pc/course/getCourse': [] }),
    ).toBeUndefined()
    expect(firstViewFor('/user', { [TRAIN_URL]: train })).toBeUndefined()
  })

  it('keeps `$` patterns in the data as text', () => {
    const title = "Save $& $' $` $$ 50"
    const html = firstViewFor('/home', {
      [TRAIN_URL]: { ...train, train_name: title },
      '/api/home/banner/x/type/mm': [banner({ title })],
    })
    expect(html).toContain(`<div class="page-layout__tab-title">Save $&amp; $&#39; $\` $$ 50</div>`)
    expect(html).toContain(`aria-label="Save $&amp; $&#39; $\` $$ 50"`)
  })
})
