import { lazy } from 'react'
import { SWIPER } from '@/constants/ui'

/**
 * On H5 the first banner stands in for the carousel, in its place and at its size, and the
 * carousel and its Swiper library (27 KB gzipped) load when its first slide change is due, so
 * they take no part in the home page's first load. (Not at the first touch: a tap that leaves
 * the page would then load and set up the carousel while the next page mounts; a swipe in the
 * first seconds is lost either way, as the carousel cannot take over a gesture under way.)
 */
export const Carousel = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, SWIPER.interval)).then(() => import('./carousel')),
)
