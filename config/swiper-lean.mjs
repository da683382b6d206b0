// Taro's H5 Swiper imports `swiper/bundle`, which registers all 23 Swiper modules (about 45 KB
// gzipped). It only uses pagination and autoplay, so the build aliases the bundle to this file
// (and marks Swiper's modules side-effect free so the unused ones are dropped).
import Swiper from 'swiper'
import { Autoplay, Pagination } from 'swiper/modules'

Swiper.use([Pagination, Autoplay])

export default Swiper
