/** Console uploads (issue 28): what each kind may be, and how videos travel. */

/** A video travels in chunks of this size (the last one smaller), each a PUT at its offset. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024

/** The largest lesson video: 4 GB (a 3-hour 1080p lesson at a school's usual bit rate). */
export const VIDEO_MAX_BYTES = 4 * 1024 * 1024 * 1024

/** The largest cover image before it is re-encoded. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Extensions accepted, by kind. */
export const VIDEO_EXTENSIONS = ['.mp4', '.m4v'] as const
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const

/** Whether a file name ends in one of the extensions (case aside). */
export function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase()
  return extensions.some((extension) => lower.endsWith(extension))
}

/** An image is re-encoded no wider than this (a cover fills a phone's width at 3×). */
export const IMAGE_MAX_WIDTH = 1600

/** Images larger than this many pixels are refused before they are decoded (a pixel bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000

/** Where uploaded images are served: `/media/images/{uuid}.jpg`. */
export const UPLOADED_IMAGE = /^\/media\/images\/[0-9a-f-]{36}\.(jpg|png)$/
