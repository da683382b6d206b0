import type { Banner, TrainInfo } from '@common/contracts/organisation'
import type { CourseCategory } from '@common/contracts/catalogue'
import type { LiveLesson } from '@common/contracts/catalogue'
import { coursePageId, firstViewFor, isLinkable } from '../../server/src/first-view'

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
    expect(firstViewFor('/search', { [TRAIN_URL]: train })).toBeUndefined()
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

  it('shows a course page its cover, title, facts and price, the same for everyone', () => {
    const detail = {
      ...course(7, { title: '税法（一）<精讲>' }),
      price: 598,
      discountPrice: 398,
      validityDays: 365,
      description: '',
      lessonCount: 12,
      studentCount: 860,
      categoryName: '税务师',
    }
    const html = firstViewFor('/study/course/7', { [TRAIN_URL]: train }, { course: detail })
    expect(html).toContain('<div class="page-header__title">课程详情</div>')
    expect(html).toContain('src="/media/covers/course/7.svg" alt="税法（一）&lt;精讲&gt;"')
    expect(html).toContain('fetchpriority="high"')
    expect(html).toContain('主讲：高志谦 · 12 课时 · 860 人在学')
    expect(html).toContain('<div class="price-tag__now">¥398.00</div>')
    expect(html).toContain('<div class="price-tag__was">¥598.00</div>')
    expect(html).toContain('有效期 365 天（激活后开始计算）')
    // A course that does not exist has no first view: the page says so itself.
    expect(
      firstViewFor('/study/course/7', { [TRAIN_URL]: train }, { course: null }),
    ).toBeUndefined()
    expect(coursePageId('/study/course/7')).toBe(7)
    expect(coursePageId('/study/course/0')).toBeNull()
    expect(coursePageId('/study/course/7/lesson/1')).toBeNull()
  })

  it('shows /live its coming lives with their countdowns, and leaves out the ended ones', () => {
    const now = Date.parse('2026-11-28T10:00:00+08:00')
    const live = (id: number, start: string, end: string, fields: object = {}) =>
      ({
        id,
        lessonTitle: `直播 ${id}`,
        courseTitle: '初级会计实务 基础精讲班',
        nickname: '黄洁洵',
        start_time: start,
        end_time: end,
        free: '0',
        status: 'published',
        ...fields,
      }) as unknown as LiveLesson
    const html = firstViewFor(
      '/live',
      { [TRAIN_URL]: train },
      {
        now,
        lives: [
          live(1, '2026-11-28 08:00:00', '2026-11-28 09:00:00'),
          live(2, '2026-11-28 09:30:00', '2026-11-28 11:00:00'),
          live(3, '2026-11-28 12:30:00', '2026-11-28 14:00:00', { free: '1' }),
        ],
      },
    )
    expect(html).toContain('<div class="app-tabs__tab app-tabs__tab--on">直播预告</div>')
    expect(html).not.toContain('直播 1')
    expect(html).toContain('<div class="live-row__title">直播 2</div>')
    expect(html).toContain('<div class="live-row__free">免费</div>直播 3')
    expect(html).toContain('11月28日 12:30-14:00 · 黄洁洵')
    expect(html).toContain('距开始 <div class="live-countdown">02:30:00</div>')
  })

  it("shows a learner's /user their card, escaped, with the app's words for each state", () => {
    const summary = {
      uid: 1,
      nickname: '',
      mobile: '13812345678',
      avatar: '',
      points: 0,
      signedToday: false,
      streak: 0,
      examDate: null,
      daysLeft: null,
    }
    const fresh = firstViewFor(
      '/user',
      { [TRAIN_URL]: train },
      { learner: true, card: { summary, name: '<王>' } },
    )
    expect(fresh).toContain('class="user-header__avatar">&lt;</div>')
    expect(fresh).toContain('<span class="taro-text user-header__name">&lt;王&gt;</span>')
    expect(fresh).toContain('<span class="taro-text user-header__mobile">138****5678</span>')
    expect(fresh).toContain('nut-button-default-children ">签到</div>')
    expect(fresh).toContain('>设置考试日期，开启倒计时<')
    expect(fresh).not.toContain('user-header__streak')
    expect(fresh).not.toContain('user-header__exam-date')
    const busy = firstViewFor(
      '/user',
      { [TRAIN_URL]: train },
      {
        learner: true,
        card: {
          summary: {
            ...summary,
            signedToday: true,
            streak: 3,
            examDate: '2027-05-15',
            daysLeft: 0,
          },
          name: '王芳',
        },
      },
    )
    expect(busy).toContain('aria-label="我的积分 0"')
    expect(busy).toContain('nut-button-default-outline">今日已签到</div>')
    expect(busy).toContain('<span class="taro-text user-header__streak">已连续签到 3 天</span>')
    expect(busy).toContain(
      '今天考试，加油！<span class="taro-text user-header__exam-date">考试日期 2027-05-15</span>',
    )
    expect(busy).toContain('>修改考试日期</div>')
  })

  it("shows /user a visitor's login notice, a learner's empty header card, and the menu", () => {
    const visitor = firstViewFor('/user', { [TRAIN_URL]: train }, { learner: false }) ?? ''
    expect(visitor).toContain(
      '<div class="login-notice__text">登录后可查看课程、订单与学习记录</div>',
    )
    expect(visitor).toContain('href="/login?returnurl=%2Fuser"')
    const learner = firstViewFor('/user', { [TRAIN_URL]: train }, { learner: true }) ?? ''
    expect(learner).not.toContain('login-notice')
    expect(learner).toContain('<div class="user__placeholder"></div>')
    for (const html of [visitor, learner]) {
      const links = [...html.matchAll(/class="menu-list__label">([^<]+)</g)].map((m) => m[1])
      expect(links).toHaveLength(12)
      expect(links[0]).toBe('最近学习')
      expect(html).toContain('<a href="/user/setting" class="menu-list__item">')
    }
  })
})
