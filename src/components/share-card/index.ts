import { useEffect } from 'react'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { absoluteUrl } from '@/utils/share'

/** The school's share image when a page has no picture of its own. */
const DEFAULT_SHARE_IMAGE = '/media/banners/default.svg'

export interface PageShare {
  title: string
  desc: string
  /** The page's own address (path and query): the friend who taps the card lands on it. */
  path: string
  /** The page's picture (a path of this server or a full URL). */
  image?: string
}

/**
 * Sets the page's WeChat share card once its facts are in (null: not yet), with an absolute
 * link and image; outside WeChat it does nothing.
 */
export function useShareCard(share: PageShare | null): void {
  const { wechat } = useStores()
  const title = share?.title
  const desc = share?.desc
  const path = share?.path
  const image = share?.image
  useEffect(() => {
    if (title === undefined || desc === undefined || path === undefined) return
    if (typeof window === 'undefined' || !wechat.inWechat) return
    const origin = window.location.origin
    background(
      wechat.share({
        title,
        desc,
        link: absoluteUrl(path, origin),
        imgUrl: absoluteUrl(image || DEFAULT_SHARE_IMAGE, origin),
      }),
    )
  }, [wechat, title, desc, path, image])
}
