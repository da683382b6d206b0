import sharp from 'sharp'
import { call, staffOf } from '../../support/console'
import { describeServer, type TestServer } from '../../support/test-server'
import { multipartFile } from '../../support/workbooks'

async function uploadImage(server: TestServer, cookie: string, data: Buffer, name: string) {
  const { payload, headers } = multipartFile(data, name)
  const response = await server.inject({
    method: 'POST',
    url: '/admin/api/images',
    headers: { ...headers, cookie },
    payload,
  })
  return { status: response.statusCode, ...response.json() }
}

/** A PNG whose header claims 20000 × 20000 pixels, with no pixels behind it. */
function pixelBomb(): Buffer {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000000000000008020000000000000049454e44ae426082',
    'hex',
  )
  png.writeUInt32BE(20000, 16)
  png.writeUInt32BE(20000, 20)
  return png
}

describeServer('cover images uploaded in the console', (server) => {
  it('re-encodes a photo upright and at most 1600 px wide, serves it for good, and a course shows it', async () => {
    const content = await staffOf(server, 'content')
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#1a5fd6' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer()
    const uploaded = await uploadImage(server, content, photo, '封面.jpg')
    expect([uploaded.status, uploaded.message]).toEqual([200, '图片已上传'])
    expect(uploaded.result).toEqual({
      url: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.jpg$/),
      width: 1600,
      height: 1067,
    })
    const served = await server.inject({ method: 'GET', url: uploaded.result.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toContain('immutable')
    const kept = await sharp(served.rawPayload).metadata()
    expect([kept.format, kept.width, kept.exif]).toEqual(['jpeg', 1600, undefined])

    const subjects = await call(server, 'GET', '/admin/api/course-subjects', undefined, content)
    const teachers = await call(server, 'GET', '/admin/api/teachers', undefined, content)
    const course = await call(
      server,
      'POST',
      '/admin/api/courses',
      {
        subjectId: subjects.result[0].id,
        title: '带封面的课程',
        teacherId: teachers.result[0].id,
        priceFen: 10000,
        discountPriceFen: 5000,
        validityDays: 365,
        cover: uploaded.result.url,
      },
      content,
    )
    expect(course.result.cover).toBe(uploaded.result.url)
    const goods = await server.app.db
      .selectFrom('goods')
      .select('cover')
      .where('type', '=', 'course')
      .where('ref_id', '=', course.result.id)
      .executeTakeFirstOrThrow()
    expect(goods.cover).toBe(uploaded.result.url)
    const outside = await call(
      server,
      'PATCH',
      `/admin/api/courses/${course.result.id}`,
      { cover: 'https://evil.example.com/x.jpg' },
      content,
    )
    expect([outside.code, outside.message]).toEqual([400, '封面须为在后台上传的图片'])
  })

  it('keeps transparency as PNG, and refuses what is not a picture, a GIF and a pixel bomb', async () => {
    const content = await staffOf(server, 'content')
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const png = await uploadImage(server, content, logo, 'logo.png')
    expect(png.result.url).toMatch(/\.png$/)
    expect(
      await uploadImage(server, content, Buffer.from('<svg onload=alert(1)>'), 'x.jpg'),
    ).toMatchObject({
      status: 400,
      message: '文件不是有效的图片',
    })
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect(await uploadImage(server, content, gif, 'a.gif')).toMatchObject({
      status: 400,
      message: '只支持 JPG、PNG 和 WebP 图片',
    })
    const bomb = await uploadImage(server, content, pixelBomb(), 'bomb.png')
    expect(bomb.status).toBe(400)
    expect(['图片尺寸过大', '文件不是有效的图片']).toContain(bomb.message)
    const service = await staffOf(server, 'service')
    expect((await uploadImage(server, service, logo, 'logo.png')).status).toBe(403)
  })
})
