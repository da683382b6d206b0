/** A page's share card, as the page describes it; each platform sets it its own way. */
export interface PageShare {
  title: string
  desc: string
  /** The page's own address (path and query): the friend who taps the card lands on it. */
  path: string
  /** The page's picture (a path of this server or a full URL). */
  image?: string
}
