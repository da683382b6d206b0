import { randomUUID } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH,
  UPLOADED_IMAGE,
} from '@common/constants/uploads'
import type { MediaStorage } from '@server/adapters/storage'
import { ApiFailure } from '@server/errors'

const FORMATS = new Set(['jpeg', 'png', 'webp'])

/**
 * An uploaded image made safe to serve: decoded (a JPEG, PNG or WebP of at most 40 million
 * pixels, else refused), turned upright, shrunk to at most 1600 px wide, and written anew as
 * JPEG (PNG when it has transparency), so nothing of the file but its pixels is kept: no
 * metadata, no trailing data, no other format disguised as an image.
 */
export async function reencodeImage(
  data: Buffer,
): Promise<{ data: Buffer; extension: 'jpg' | 'png'; width: number; height: number }> {
  if (data.length > IMAGE_MAX_BYTES) {
    throw new ApiFailure(400, `图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`)
  }
  let metadata: Metadata
  try {
    metadata = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata()
  } catch {
    throw new ApiFailure(400, '文件不是有效的图片')
  }
  if (!metadata.format || !FORMATS.has(metadata.format)) {
    throw new ApiFailure(400, '只支持 JPG、PNG 和 WebP 图片')
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw new ApiFailure(400, '图片尺寸过大')
  }
  const transparent = metadata.hasAlpha === true
  try {
    const pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
    const { data: out, info } = await (
      transparent
        ? pipeline.png({ palette: true, compressionLevel: 9 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true })
    return {
      data: out,
      extension: transparent ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    }
  } catch {
    throw new ApiFailure(400, '图片无法读取，请换一张')
  }
}

/** Keeps an uploaded image (re-encoded) in the media storage; its address. */
export async function keepImage(storage: MediaStorage, data: Buffer) {
  const image = await reencodeImage(data)
  const name = `${randomUUID()}.${image.extension}`
  await storage.put(`images/${name}`, image.data)
  return { url: `/media/images/${name}`, width: image.width, height: image.height }
}

/** Refuses a cover that is not an image uploaded here (an address outside, or one not kept). */
export async function assertUploadedImage(storage: MediaStorage, url: string): Promise<void> {
  if (!UPLOADED_IMAGE.test(url)) throw new ApiFailure(400, '封面须为在后台上传的图片')
  const size = await storage.sizeOf(`images/${url.split('/').pop()}`)
  if (size === null) throw new ApiFailure(400, '封面图片不存在，请重新上传')
}
