import { rmSync } from 'node:fs'
import { ApiFailure } from '@server/errors'
import { fakeH5Build } from '../../support/h5-build'
import { describeServer } from '../../support/test-server'

const build = fakeH5Build()
afterAll(() => rmSync(build, { recursive: true, force: true }))

describeServer(
  'every failure answers in the envelope',
  (server) => {
    it('answers an unknown API path with a 404 envelope', async () => {
      for (const [method, url] of [
        ['GET', '/api/home/nothing'],
        ['POST', '/knew/home/nothing'],
        ['GET', '/new/home/nothing'],
      ] as const) {
        const response = await server.inject({ method, url })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({
          code: 404,
          message: `接口不存在：${method} ${url}`,
          result: null,
        })
      }
    })

    it('answers a missing file with 404, not with the app', async () => {
      const response = await server.inject('/js/app.deadbeef.js')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        code: 404,
        message: '文件不存在：/js/app.deadbeef.js',
        result: null,
      })
    })

    it('logs an internal error and answers a generic 500 envelope without internals', async () => {
      const response = await server.inject('/api/test/boom')
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        code: 500,
        message: '服务器繁忙，请稍后再试',
        result: null,
      })
      expect(response.body).not.toContain('secret')
    })

    it('answers a deliberate failure with its own code', async () => {
      const response = await server.inject('/api/test/forbidden')
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ code: 403, message: '无权访问', result: null })
    })

    it('answers a malformed body with a 4xx envelope', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/home/checklogin/',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json().result).toBeNull()
    })
  },
  {
    env: { STATIC_DIR: build },
    setup: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail')
      })
      app.get('/api/test/forbidden', async () => {
        throw new ApiFailure(403, '无权访问')
      })
    },
  },
)
