import { Swiper } from '@nutui/nutui-react-taro'
import type { Banner } from '@shared/api'
import { BannerSlide } from './banner-slide'

/** spec §9 carousel constants. */
export const SWIPER = { interval: 3000, duration: 300, height: 180 } as const

/** The home carousel (NutUI Swiper): autoplay, loop and the indicator. */
export default function Carousel({ banners }: { banners: readonly Banner[] }) {
  return (
    <Swiper
      autoplay
      interval={SWIPER.interval}
      duration={SWIPER.duration}
      height={SWIPER.height}
      loop
      indicator
      className="top-swiper"
    >
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.imgurl}>
          <BannerSlide banner={banner} eager={index === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  )
}
