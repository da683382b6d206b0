import { useEffect } from 'react'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { absoluteUrl, shareImageOf } from '@/utils/share'

import type { PageShare } from './share'

export type { PageShare } from './share'

/**
 * H5 (index.weapp.ts is the mini-program's): sets the page's WeChat share card once its facts
 * are in (null: not yet), with an absolute link and image; outside WeChat it does nothing.
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
        imgUrl: absoluteUrl(shareImageOf(image), origin),
      }),
    )
  }, [wechat, title, desc, path, image])
}
