import { rmSync } from 'node:fs'
import { fakeConsoleBuild, fakeH5Build } from '../../support/h5-build'
import { describeServer } from '../../support/test-server'

const consoleBuild = fakeConsoleBuild()
const h5Build = fakeH5Build()
afterAll(() => {
  rmSync(consoleBuild, { recursive: true, force: true })
  rmSync(h5Build, { recursive: true, force: true })
})

describeServer(
  "serving the school's console at /admin",
  (server) => {
    it.each(['/admin', '/admin/', '/admin/staff', '/admin/audit?actor=li', '/Admin/Login'])(
      'answers %s with the console’s index.html, never cached nor indexed',
      async (url) => {
        const response = await server.inject(url)
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toMatch(/text\/html/)
        expect(response.headers['cache-control']).toBe('no-cache')
        expect(response.headers['x-robots-tag']).toBe('noindex')
        expect(response.headers['content-security-policy']).toContain("script-src 'self'")
        expect(response.body).toContain('<title>管理后台</title>')
        expect(response.body).not.toContain('<div id="app">')
      },
    )

    it('serves its hashed assets for good, and a missing one as a 404', async () => {
      const asset = await server.inject('/admin/assets/index-AbC_12-x.js')
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const missing = await server.inject('/admin/assets/index-old.js')
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toMatchObject({
        code: 404,
        message: '文件不存在：/admin/assets/index-old.js',
      })
      expect((await server.inject('/admin/.source-stamp')).body).not.toContain('stamp')
    })

    it('answers an unknown console call in the envelope, never with a page', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.inject({ method, url: '/admin/api/nothing' })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({
          code: 404,
          message: `接口不存在：${method} /admin/api/nothing`,
          result: null,
        })
      }
    })

    it('leaves the learners’ pages to the app', async () => {
      const response = await server.inject('/home')
      expect(response.body).toMatch(/<div id="app"( inert)?>/)
      expect(response.body).not.toContain('管理后台')
    })
  },
  { env: { CONSOLE_DIR: consoleBuild, STATIC_DIR: h5Build } },
)

describeServer('/admin without a console build', (server) => {
  it('says the console is not built instead of showing a learner’s page', async () => {
    const response = await server.inject('/admin/staff')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({
      message: '管理后台尚未构建：请运行 npm run build:admin',
    })
  })
})
