import { lazy } from 'react'
import { SWIPER } from '@/constants/ui'

/**
 * Resolves when the carousel is first needed: when its first slide change is due, or at the
 * learner's first touch (which may be a swipe), whichever comes first.
 */
function carouselNeeded(): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer)
      document.removeEventListener('touchstart', ready)
      document.removeEventListener('pointerdown', ready)
      resolve()
    }
    const timer = setTimeout(ready, SWIPER.interval)
    document.addEventListener('touchstart', ready, { passive: true })
    document.addEventListener('pointerdown', ready, { passive: true })
  })
}

/**
 * On H5 the first banner stands in for the carousel, in its place and at its size, and the
 * carousel and its Swiper library (27 KB gzipped) load only when the carousel is needed, so
 * they take no part in the home page's first load.
 */
export const Carousel = lazy(() => carouselNeeded().then(() => import('./carousel')))
