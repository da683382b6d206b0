/** A path of this site, or a full URL, as a full URL (share links and images must be). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).href
  } catch {
    return origin
  }
}

/** The share title of a paper's report: 我在初级会计实务模拟卷得了 86 分. */
export function reportShareTitle(paperTitle: string, score: number): string {
  return `我在${paperTitle}得了 ${Math.round(score * 10) / 10} 分`
}

/** The school's share image, for pages without a picture WeChat can show. */
export const SCHOOL_SHARE_IMAGE = '/media/share/school.png'

/**
 * The picture a share card can carry: WeChat shows no SVG, so a drawn cover's PNG twin
 * (/media/covers/{kind}/{id}.png), else the school's image; a PNG or JPEG as it is.
 */
export function shareImageOf(image: string | undefined): string {
  if (!image) return SCHOOL_SHARE_IMAGE
  const cover = /^(\/media\/covers\/[a-z]+\/\d+)\.svg$/.exec(image)
  if (cover) return `${cover[1]}.png`
  return /\.(png|jpe?g)(\?.*)?$/i.test(image) ? image : SCHOOL_SHARE_IMAGE
}
