import type { FastifyReply } from 'fastify'
import { PNG } from 'pngjs'
import { paletteOf } from './covers'

/** Share thumbnails are square; WeChat shows them at about 60 px, so 300 px is plenty. */
const SIZE = 300

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** Whether (x, y) is on the white open-book mark in the middle of the thumbnail. */
function onBook(x: number, y: number): boolean {
  const [left, right, top, bottom] = [80, 220, 95, 205]
  if (x < left || x > right || y < top || y > bottom) return false
  const spine = Math.abs(x - SIZE / 2) <= 4
  const edge = x - left < 10 || right - x < 10 || y - top < 10 || bottom - y < 10
  const line = (y - top - 35) % 28 < 6 && y > top + 30 && y < bottom - 20 && Math.abs(x - 150) > 16
  return spine || edge || (line && x > left + 22 && x < right - 22)
}

/**
 * WeChat shows no SVG in a share card, so each share image is also drawn as a PNG: the group's
 * colours of the SVG cover (covers.ts) with the school's open-book mark. WeChat prints the
 * title beside the thumbnail, so the PNG carries none (the server has no CJK fonts to draw one).
 */
function drawShareImage(palette: [string, string]): Buffer {
  const [from, to] = palette.map(rgb)
  const png = new PNG({ width: SIZE, height: SIZE })
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const t = (x + y) / (2 * (SIZE - 1))
      let colour = from.map((start, i) => start + (to[i] - start) * t)
      // The cover's soft circle at the top right.
      if ((x - 270) ** 2 + (y - 30) ** 2 < 110 ** 2)
        colour = colour.map((c) => c + (255 - c) * 0.08)
      if (onBook(x, y)) colour = [255, 255, 255]
      const at = (y * SIZE + x) * 4
      png.data[at] = Math.round(colour[0])
      png.data[at + 1] = Math.round(colour[1])
      png.data[at + 2] = Math.round(colour[2])
      png.data[at + 3] = 255
    }
  }
  return PNG.sync.write(png)
}

const drawn = new Map<string, Buffer>()

/** The school's own colours: the share image of pages without a picture. */
const SCHOOL_PALETTE: [string, string] = ['#1a5fd6', '#4f8ff7']

/** The PNG share image of a group's colours (null: the school's), drawn once per palette. */
export function shareImagePng(group: string | null): Buffer {
  const palette = group === null ? SCHOOL_PALETTE : paletteOf(group)
  const key = palette.join()
  let image = drawn.get(key)
  if (!image) {
    image = drawShareImage(palette)
    drawn.set(key, image)
  }
  return image
}

/** A share image as an answer, kept by browsers and WeChat for a day like the covers. */
export function sendSharePng(reply: FastifyReply, image: Buffer): FastifyReply {
  return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(image)
}
