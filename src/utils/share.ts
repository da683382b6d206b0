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
