import { PAGE_PATHS, ROUTE_TABLE, customRoutes } from '@common/constants/route-table'
import { entryRedirect, matchRoute, routeUrlFor, type RouteName } from '@common/constants/routes'

describe('route URLs', () => {
  it('builds public paths with their parameters on H5', () => {
    expect(routeUrlFor('h5', 'courseInfo', { courseId: 101 })).toBe('/study/course/101')
    expect(routeUrlFor('h5', 'studyLesson', { courseId: 1, lessonId: 2 })).toBe(
      '/study/course/1/lesson/2',
    )
    expect(routeUrlFor('h5', 'examProv', { examId: 216, subjectId: 3, provId: 4 })).toBe(
      '/test/exam/216/subject/3/p/4',
    )
    expect(routeUrlFor('h5', 'confirmOrder', { id: 5, type: 'course' }, { class: 9 })).toBe(
      '/order/confirm/id/5/type/course?class=9',
    )
    expect(routeUrlFor('h5', 'login', {}, { returnurl: '/user/order?p=1' })).toBe(
      '/login?returnurl=%2Fuser%2Forder%3Fp%3D1',
    )
    expect(routeUrlFor('h5', 'home')).toBe('/home')
  })

  it('encodes parameter values', () => {
    expect(routeUrlFor('h5', 'userOrderDetail', { orderId: 'a/b c' })).toBe(
      '/user/order/detail/a%2Fb%20c',
    )
  })

  it('builds page paths with a query on the mini-program', () => {
    expect(routeUrlFor('weapp', 'courseInfo', { courseId: 101 })).toBe(
      '/pages/study/course/index?courseId=101',
    )
    expect(
      routeUrlFor('weapp', 'confirmOrder', { id: 5, type: 'goods' }, { class: undefined }),
    ).toBe('/pages/order/confirm/index?id=5&type=goods')
    expect(routeUrlFor('weapp', 'user')).toBe('/pages/user/index')
  })

  it('reads a public path back into its route and parameters', () => {
    expect(matchRoute('/study/course/101')).toEqual({
      name: 'courseInfo',
      params: { courseId: '101' },
    })
    expect(matchRoute('/study/course/1/lesson/2')).toEqual({
      name: 'studyLesson',
      params: { courseId: '1', lessonId: '2' },
    })
    expect(matchRoute('/test/home/subject/12')).toEqual({
      name: 'testHomeBySubject',
      params: { subjectId: '12' },
    })
    expect(matchRoute('/new/home/webcast/join/id/8')).toEqual({
      name: 'liveJoin',
      params: { id: '8' },
    })
    expect(matchRoute('/no/such/page')).toBeNull()
  })

  it('gives every route a path of its own that reads back to it', () => {
    const names = Object.keys(ROUTE_TABLE) as RouteName[]
    const paths = names.map((name) => ROUTE_TABLE[name].path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const name of names) {
      const params = Object.fromEntries(
        (ROUTE_TABLE[name].path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), '7']),
      )
      const url = routeUrlFor('h5', name, params as never)
      expect(matchRoute(url)?.name).toBe(name)
    }
  })

  it('marks the login-required routes of the spec, and the practice section and points of our own', () => {
    const guarded = (Object.keys(ROUTE_TABLE) as RouteName[]).filter(
      (name) => (ROUTE_TABLE[name] as { loginRequired?: boolean }).loginRequired,
    )
    expect(guarded.map((name) => ROUTE_TABLE[name].path).sort()).toEqual(
      [
        '/user/study/recent',
        '/user/study/course',
        '/user/study/live-lists',
        '/user/study/live-course',
        '/user/study/classroom',
        '/user/setting',
        '/user/express',
        '/user/order',
        '/user/order/express/:orderId',
        '/user/order/detail/:orderId',
        '/user/profile',
        '/user/profile/address',
        '/user/profile/address/add',
        '/user/profile/name',
        '/user/profile/nickname',
        '/user/profile/email',
        '/user/profile/QQ',
        // The practice section: an attempt is a learner's, so that nothing answered is lost.
        '/test/practice/paper/:paperId/mode/:mode',
        // A wrong-answer book question: the learner's own answers.
        '/test/wrong/:questionId',
        '/test/attempt/:attemptId',
        // Not its report: a shared report shows its score to anyone.
        // Points are a learner's own.
        '/user/points',
      ].sort(),
    )
  })
})

describe('entry redirects', () => {
  it.each([
    ['/', '', '/home'],
    ['/study/courseinfo/12', '', '/study/course/12'],
    ['/study/courseinfo/12/lesson/3', '?t=1', '/study/course/12/lesson/3?t=1'],
    ['/account/class/8', '', '/study/class/8'],
    ['/user/study', '', '/user/study/recent'],
    ['/user/study/', '', '/user/study/recent'],
    ['/address/add', '', '/user/profile/address/add'],
  ])('sends %s%s to %s', (path, search, target) => {
    expect(entryRedirect(path, search)).toBe(target)
  })

  it('leaves a route of the app alone', () => {
    expect(entryRedirect('/study/course/12', '?class=1')).toBeNull()
    expect(entryRedirect('/login', '?returnurl=%2Fuser')).toBeNull()
  })

  it('moves a route to the table spelling: no trailing slash, the table letter case', () => {
    expect(entryRedirect('/course/', '')).toBe('/course')
    expect(entryRedirect('/HOME', '?x=1')).toBe('/home?x=1')
    expect(entryRedirect('/User/Profile/qq', '')).toBe('/user/profile/QQ')
    expect(entryRedirect('/Account/Class/3', '')).toBe('/study/class/3')
  })

  it('survives a malformed escape instead of crashing the app', () => {
    expect(() => entryRedirect('/study/course/%E0%A4%A')).not.toThrow()
    expect(entryRedirect('/study/course/%E0%A4%A')).toBe('/study/course/%25E0%25A4%25A')
    expect(entryRedirect('/study/course/%25E0%25A4%25A')).toBeNull()
    expect(entryRedirect('/%E0%A4%A')).toBe('/404?from=%2F%25E0%25A4%25A')
  })

  it('sends an unknown path to the not-found page, remembering it', () => {
    expect(entryRedirect('/no/such/page', '')).toBe('/404?from=%2Fno%2Fsuch%2Fpage')
  })
})

describe('the Taro page list', () => {
  it('starts with home and lists each page once', () => {
    expect(PAGE_PATHS[0]).toBe('pages/home/index')
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length)
  })

  it('maps each page to every public path it answers to', () => {
    const routes = customRoutes()
    expect(routes['/pages/test/home/index']).toEqual([
      '/test/home/exam/:examId/subject/:subjectId',
      '/test/home/subject/:subjectId',
      '/test/home/exam/:examId',
    ])
    expect(routes['/pages/study/course/index']).toBe('/study/course/:courseId')
    expect(Object.keys(routes)).toHaveLength(PAGE_PATHS.length)
  })
})
