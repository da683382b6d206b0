import { STAFF_ROLES, type StaffRole } from '@common/constants/staff'
import { staffOf } from '../../support/console'
import { recordRoutes } from '../../support/routes'
import { describeServer } from '../../support/test-server'

/**
 * Who may call each console route: the contract the menu follows too (admin/src/menu.ts). A
 * new console route must be added here, with its roles, before this test passes.
 */
const ROLES_OF: Record<string, readonly StaffRole[]> = {
  'GET /admin/api/me': STAFF_ROLES,
  'POST /admin/api/staff': ['admin'],
  'GET /admin/api/staff': ['admin'],
  'PATCH /admin/api/staff/:id': ['admin'],
  'GET /admin/api/audit': ['admin'],
  'POST /admin/api/bank/import': ['admin', 'content'],
  'GET /admin/api/bank/export': ['admin', 'content'],
  'GET /admin/api/bank/template': ['admin', 'content'],
  'GET /admin/api/bank/subjects': ['admin', 'content'],
  'GET /admin/api/lives': ['admin', 'content', 'teacher'],
  'POST /admin/api/lives': ['admin', 'content'],
  'PATCH /admin/api/lives/:id': ['admin', 'content'],
  'POST /admin/api/lives/:id/cancel': ['admin', 'content'],
  'POST /admin/api/lives/:id/replay': ['admin', 'content', 'teacher'],
  'GET /admin/api/teachers': ['admin', 'content'],
  'POST /admin/api/teachers': ['admin', 'content'],
  'GET /admin/api/courses': ['admin', 'content'],
  'GET /admin/api/courses/:id': ['admin', 'content'],
  'GET /admin/api/course-subjects': ['admin', 'content'],
  'POST /admin/api/courses': ['admin', 'content'],
  'PATCH /admin/api/courses/:id': ['admin', 'content'],
  'POST /admin/api/courses/:id/chapters': ['admin', 'content'],
  'PATCH /admin/api/course-chapters/:id': ['admin', 'content'],
  'GET /admin/api/lessons': ['admin', 'content'],
  'POST /admin/api/lessons': ['admin', 'content'],
  'PATCH /admin/api/lessons/:id': ['admin', 'content'],
  'GET /admin/api/lessons/:id/video': ['admin', 'content'],
  'POST /admin/api/uploads': ['admin', 'content'],
  'GET /admin/api/uploads/:id': ['admin', 'content'],
  'PUT /admin/api/uploads/:id': ['admin', 'content'],
  'GET /admin/api/exams': ['admin', 'content'],
  'POST /admin/api/exams': ['admin', 'content'],
  'PATCH /admin/api/exams/:id': ['admin', 'content'],
  'POST /admin/api/subjects': ['admin', 'content'],
  'PATCH /admin/api/subjects/:id': ['admin', 'content'],
  'GET /admin/api/chapters': ['admin', 'content'],
  'POST /admin/api/chapters': ['admin', 'content'],
  'PATCH /admin/api/chapters/:id': ['admin', 'content'],
  'DELETE /admin/api/chapters/:id': ['admin', 'content'],
  'POST /admin/api/knowledge': ['admin', 'content'],
  'PATCH /admin/api/knowledge/:id': ['admin', 'content'],
  'DELETE /admin/api/knowledge/:id': ['admin', 'content'],
  'GET /admin/api/questions': ['admin', 'content'],
  'GET /admin/api/questions/:id': ['admin', 'content'],
  'POST /admin/api/questions': ['admin', 'content'],
  'PATCH /admin/api/questions/:id': ['admin', 'content'],
  'POST /admin/api/images': ['admin', 'content'],
  'GET /admin/api/classrooms': ['admin', 'content'],
  'POST /admin/api/classrooms': ['admin', 'content'],
  'PATCH /admin/api/classrooms/:id': ['admin', 'content'],
  'GET /admin/api/banners': ['admin', 'content'],
  'POST /admin/api/banners': ['admin', 'content'],
  'PATCH /admin/api/banners/:id': ['admin', 'content'],
  'DELETE /admin/api/banners/:id': ['admin', 'content'],
  'GET /admin/api/home/nav': ['admin', 'content'],
  'PUT /admin/api/home/nav': ['admin', 'content'],
  'GET /admin/api/home/recommendations': ['admin', 'content'],
  'PUT /admin/api/home/recommendations/:examId': ['admin', 'content'],
  'GET /admin/api/goods': ['admin', 'content'],
  'POST /admin/api/goods': ['admin', 'content'],
  'PATCH /admin/api/goods/:id': ['admin', 'content'],
  'GET /admin/api/goods-types': ['admin', 'content'],
  'POST /admin/api/goods-types': ['admin', 'content'],
  'GET /admin/api/papers': ['admin', 'content'],
  'GET /admin/api/papers/:id': ['admin', 'content'],
  'POST /admin/api/papers': ['admin', 'content'],
  'PUT /admin/api/papers/:id/questions': ['admin', 'content'],
  'POST /admin/api/papers/:id/assemble': ['admin', 'content'],
  'POST /admin/api/papers/:id/publish': ['admin', 'content'],
  'POST /admin/api/papers/:id/withdraw': ['admin', 'content'],
}

const routes = recordRoutes()
// After every database kind's server is built (each describe block builds its own).
afterAll(() => routes.stop())

describeServer('who may call each console route', (server) => {
  it('lists every console route that needs a staff session, and only those', () => {
    // Fastify answers HEAD with each GET route: its access is the GET's.
    const declared = routes
      .of(server.app)
      .filter((route) => route.method !== 'HEAD' && route.access?.startsWith('staff:'))
      .map((route) => `${route.method} ${route.url}`)
    expect(declared.sort()).toEqual(Object.keys(ROLES_OF).sort())
    for (const route of routes
      .of(server.app)
      .filter((each) => each.url.startsWith('/admin/api/'))) {
      if (!route.access?.startsWith('staff:')) {
        expect([`${route.method} ${route.url}`, route.access]).toEqual([
          expect.stringMatching(/^POST \/admin\/api\/(login|logout)$/),
          'public',
        ])
      }
    }
  })

  it('lets exactly the listed roles through, refuses the others (403) and visitors (401)', async () => {
    const cookies = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffOf(server, role)])),
    ) as Record<StaffRole, string>
    const table: string[] = []
    for (const route of Object.keys(ROLES_OF)) {
      const [method, pattern] = route.split(' ')
      // Ids that name nothing and no body: what passes the role check then fails as it may.
      const url = pattern.replace(':id', '999999')
      for (const role of [...STAFF_ROLES, null]) {
        const response = await server.inject({
          method: method as 'GET',
          url,
          headers: role ? { cookie: cookies[role] } : {},
        })
        // A file (the template) is no envelope: its HTTP status says it went through.
        const code = String(response.headers['content-type']).includes('json')
          ? (response.json() as { code: number }).code
          : response.statusCode
        table.push(
          `${route} ${role ?? 'visitor'} → ${code === 401 ? 401 : code === 403 ? 403 : 'through'}`,
        )
      }
    }
    const expected = Object.entries(ROLES_OF).flatMap(([route, allowed]) => [
      ...STAFF_ROLES.map(
        (role) => `${route} ${role} → ${allowed.includes(role) ? 'through' : 403}`,
      ),
      `${route} visitor → 401`,
    ])
    expect(table).toEqual(expected)
  })
})
