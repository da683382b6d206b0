import { View } from '@tarojs/components'
import type { Banner } from '@common/contracts/organisation'
import { Suspense } from 'react'
import { BannerSlide } from './banner-slide'
import { Carousel } from './load-carousel'
import './index.scss'

/**
 * The top carousel of /home. Until the carousel code is in, the first banner stands in its
 * place at the same size, so the swap neither shifts the page nor repaints a larger image.
 */
export function TopSwiper({ banners }: { banners: readonly Banner[] }) {
  const first = banners[0]
  if (!first) return <View className="top-swiper" />
  // NutUI's Swiper passes no role on: a plain box around it names the carousel.
  return (
    <View role="region" aria-label="轮播图">
      <Suspense
        fallback={
          <View className="top-swiper">
            <BannerSlide banner={first} eager />
          </View>
        }
      >
        <Carousel banners={banners} />
      </Suspense>
    </View>
  )
}
