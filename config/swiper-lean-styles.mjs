// Taro's H5 Swiper imports swiper-bundle.css, the styles of all 23 Swiper modules; the build
// aliases it to this file: the core and the pagination the carousel uses (swiper-lean.mjs).
// Fewer rules make the style recalculation when the carousel's stylesheet arrives cheaper.
import 'swiper/css'
import 'swiper/css/pagination'
