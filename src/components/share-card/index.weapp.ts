import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useRef } from 'react'
import { absoluteUrl, shareImageOf } from '@/utils/share'
import type { PageShare } from './share'

export type { PageShare } from './share'

/** Share images come from the API server; WeChat takes only full https addresses. */
function shareImage(image: string | undefined): string | undefined {
  const base = process.env.TARO_APP_API_BASE ?? ''
  if (!image || !base) return undefined
  return absoluteUrl(shareImageOf(image), base)
}

/**
 * The mini-program's share card: WeChat asks the page (onShareAppMessage, onShareTimeline, both
 * enabled in every page's config) when the learner shares, so the card is read then. The path
 * is the page's own (routeUrl gives mini-program paths here); without a picture WeChat draws the
 * card from the page. There is no JS-SDK in the mini-program.
 */
export function useShareCard(share: PageShare | null): void {
  const latest = useRef(share)
  latest.current = share
  useShareAppMessage(() => {
    const card = latest.current
    if (!card) return {}
    return { title: card.title, path: card.path, imageUrl: shareImage(card.image) }
  })
  useShareTimeline(() => {
    const card = latest.current
    if (!card) return {}
    return {
      title: card.title,
      query: card.path.split('?')[1] ?? '',
      imageUrl: shareImage(card.image),
    }
  })
}
