import { lazy } from 'react'

/**
 * On H5 the carousel and its Swiper library load once the first banner is on screen, in the
 * carousel's place and at its size, so the home page's largest paint does not wait for them.
 */
export const Carousel = lazy(() => import('./carousel'))
