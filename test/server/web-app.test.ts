import type { FastifyInstance } from 'fastify'
import { rmSync } from 'node:fs'
import { buildTestApp, createTestDatabase, fakeH5Build, type TestDatabase } from './helpers'

describe('serving the H5 app', () => {
  let database: TestDatabase
  let app: FastifyInstance
  let build: string

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    build = fakeH5Build()
    app = await buildTestApp(database, { STATIC_DIR: build })
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
    rmSync(build, { recursive: true, force: true })
  })

  it.each([
    '/',
    '/home',
    '/study/course/101',
    '/user/order/detail/9',
    '/new/home/webcast/join/id/3',
    '/no/such/page',
  ])('answers %s with index.html, never cached', async (url) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<div id="app">')
  })

  it('serves hashed assets with long-lived caching', async () => {
    const response = await app.inject({ url: '/js/app.0123abcd.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers a missing file with 404, not with the app', async () => {
    const response = await app.inject({ url: '/js/app.deadbeef.js' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 404,
      message: '文件不存在：/js/app.deadbeef.js',
      result: null,
    })
  })

  it('answers a malformed address in the envelope', async () => {
    const response = await app.inject({ url: '/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(400)
    expect(response.json().result).toBeNull()
  })

  it('compresses what it serves', async () => {
    const response = await app.inject({
      url: '/js/app.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('keeps API paths in the envelope', async () => {
    const response = await app.inject({ url: '/api/home/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe(404)
  })

  it('serves the demo images under /media/', async () => {
    const response = await app.inject({ url: '/media/banners/junior.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/)
  })
})
