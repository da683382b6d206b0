import { PNG } from 'pngjs'
import { describeServer } from '@test/server/support/test-server'

/** The colour of one pixel of a PNG answer, as #rrggbb. */
function pixel(body: Buffer, x: number, y: number): string {
  const png = PNG.sync.read(body)
  const at = (y * png.width + x) * 4
  return `#${[0, 1, 2].map((i) => png.data[at + i].toString(16).padStart(2, '0')).join('')}`
}

describeServer(
  'share images: GET /media/covers/{kind}/{id}.png and /media/share/school.png',
  (server) => {
    it('draws a square PNG in the colours of the cover, and 404 for an unknown one', async () => {
      const image = await server.inject('/media/covers/course/1.png')
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/png')
      const png = PNG.sync.read(image.rawPayload)
      expect([png.width, png.height]).toEqual([300, 300])
      // Course 1 is a 初级 course: its cover's gradient starts in the 初级 blue, and the mark is white.
      expect(pixel(image.rawPayload, 0, 0)).toBe('#1a5fd6')
      expect(pixel(image.rawPayload, 150, 150)).toBe('#ffffff')
      expect((await server.inject('/media/covers/course/99999.png')).statusCode).toBe(404)
      expect((await server.inject('/media/covers/nothing/1.png')).statusCode).toBe(400)
    })

    it('draws the school image, and keeps the SVG covers as they were', async () => {
      const school = await server.inject('/media/share/school.png')
      expect(school.statusCode).toBe(200)
      expect(PNG.sync.read(school.rawPayload).width).toBe(300)
      const cover = await server.inject('/media/covers/course/1.svg')
      expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/)
    })
  },
)
