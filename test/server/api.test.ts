import type { FastifyInstance } from 'fastify'
import { createSession } from '../../server/src/db/repositories/sessions'
import { createUser } from '../../server/src/db/repositories/users'
import { DEMO_ORGANISATION } from '../../server/src/db/seed/organisation'
import { ApiFailure } from '../../server/src/errors'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'

describe.each(DATABASE_KINDS)('the API on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    app = await buildTestApp(database, {}, (instance) => {
      instance.get('/api/test/boom', async () => {
        throw new Error('secret internal detail')
      })
      instance.get('/api/test/forbidden', async () => {
        throw new ApiFailure(403, '无权访问')
      })
    })
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  async function loggedInCookie(mobile: string): Promise<{ cookie: string; userId: number }> {
    const userId = await createUser(app.db, {
      mobile,
      nickname: '小林',
      password_hash: 'scrypt$secret',
    })
    const id = await createSession(app.db, userId, 60_000)
    return { cookie: `sid=${id}`, userId }
  }

  describe('GET /health', () => {
    it('reports the process and the database as up', async () => {
      const response = await app.inject({ url: '/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ code: 200, result: { status: 'ok', database: 'ok' } })
    })
  })

  describe('GET /api/home/checklogin/', () => {
    it('answers 401 in the envelope for a visitor', async () => {
      const response = await app.inject({ url: '/api/home/checklogin/' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 401, message: '您尚未登录，请登录！', result: null })
    })

    it('answers 200 with the user for a live session, never the password hash', async () => {
      const { cookie, userId } = await loggedInCookie('13800138001')
      const response = await app.inject({ url: '/api/home/checklogin/', headers: { cookie } })
      expect(response.json()).toMatchObject({
        code: 200,
        result: { user: { uid: userId, mobile: '13800138001', nickname: '小林' } },
      })
      expect(response.body).not.toContain('scrypt')
    })

    it('does not know an unknown or expired session', async () => {
      const userId = await createUser(app.db, { mobile: '13800138002' })
      const expired = await createSession(app.db, userId, 60_000, new Date(Date.now() - 120_000))
      for (const cookie of ['sid=not-a-session', `sid=${expired}`]) {
        const response = await app.inject({ url: '/api/home/checklogin/', headers: { cookie } })
        expect(response.json().code).toBe(401)
      }
    })

    it('answers without the trailing slash and in any letter case (spec §7 mixes both)', async () => {
      expect((await app.inject({ url: '/api/home/checklogin' })).json().code).toBe(401)
      expect((await app.inject({ url: '/API/Home/CheckLogin/' })).json().code).toBe(401)
    })
  })

  describe('GET /knew/api/wap/getTrainInfo', () => {
    it('answers the seeded organisation', async () => {
      const response = await app.inject({ url: '/knew/api/wap/getTrainInfo' })
      expect(response.json()).toEqual({
        code: 200,
        message: 'ok',
        result: {
          train_code: DEMO_ORGANISATION.train_code,
          train_name: '恒达会计网校',
          realname: DEMO_ORGANISATION.realname,
          mobile: DEMO_ORGANISATION.mobile,
          qq: DEMO_ORGANISATION.qq,
          weixin_url: DEMO_ORGANISATION.weixin_url,
          weixin_title: DEMO_ORGANISATION.weixin_title,
        },
      })
    })
  })

  describe('GET /api/home/banner/{trainCode}/type/mm', () => {
    it('lists the organisation banners in order', async () => {
      const response = await app.inject({
        url: `/api/home/banner/${DEMO_ORGANISATION.train_code}/type/mm`,
      })
      const body = response.json()
      expect(body.code).toBe(200)
      expect(body.result).toHaveLength(3)
      expect(body.result[0]).toEqual({
        url: '/course',
        imgurl: '/media/banners/junior.svg',
        title: '2027年初级会计职称 零基础签约班 火热招生',
      })
    })

    it('answers 404 for an unknown organisation', async () => {
      const response = await app.inject({ url: '/api/home/banner/nobody/type/mm' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        code: 404,
        message: '培训机构不存在：nobody',
        result: null,
      })
    })

    it('names the bad field of a malformed code', async () => {
      const response = await app.inject({ url: '/api/home/banner/a%20b/type/mm' })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe(400)
      expect(response.json().message).toContain('trainCode')
    })
  })

  describe('failures', () => {
    it('answers an unknown API path with a 404 envelope', async () => {
      for (const [method, url] of [
        ['GET', '/api/home/nothing'],
        ['POST', '/knew/home/nothing'],
        ['GET', '/new/home/nothing'],
      ] as const) {
        const response = await app.inject({ method, url })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({
          code: 404,
          message: `接口不存在：${method} ${url}`,
          result: null,
        })
      }
    })

    it('logs an internal error and answers a generic 500 envelope without internals', async () => {
      const response = await app.inject({ url: '/api/test/boom' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        code: 500,
        message: '服务器繁忙，请稍后再试',
        result: null,
      })
      expect(response.body).not.toContain('secret')
    })

    it('answers a deliberate failure with its own code', async () => {
      const response = await app.inject({ url: '/api/test/forbidden' })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ code: 403, message: '无权访问', result: null })
    })

    it('answers a malformed form body with a 400 envelope', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/home/checklogin/',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json().result).toBeNull()
    })
  })
})
