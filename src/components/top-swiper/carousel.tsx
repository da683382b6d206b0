import { Swiper } from '@nutui/nutui-react-taro'
import type { Banner } from '@common/contracts/organisation'
import { SWIPER } from '@/constants/ui'
import { BannerSlide } from './banner-slide'

// spec §9: a swipe must travel 50 px before the carousel moves (Swiper's `threshold`, which
// Taro's H5 Swiper takes through effectsProps; the mini-program's native swiper has none).
const SWIPE_OPTIONS = { threshold: SWIPER.threshold }

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
      effectsProps={SWIPE_OPTIONS}
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
