import { Swiper } from '@nutui/nutui-react-taro'
import { Image, View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ExamLinks } from '@/components/exam-links'
import { PageLayout } from '@/components/page-layout'
import { openAddress } from '@/services/navigation'
import { useStores } from '@/stores/context'
import './index.scss'

/** spec §9 carousel constants. */
const SWIPER = { interval: 3000, duration: 300, height: 180 } as const

const HomeBanners = observer(function HomeBanners() {
  const { app, home } = useStores()
  const trainCode = app.oemInfo?.train_code
  useEffect(() => {
    if (trainCode) void home.loadBanners(trainCode)
  }, [home, trainCode])

  if (home.banners.length === 0) return <View className="home__banner-space" />
  return (
    <Swiper
      autoplay
      interval={SWIPER.interval}
      duration={SWIPER.duration}
      height={SWIPER.height}
      loop
      indicator
      className="home__swiper"
    >
      {home.banners.map((banner) => (
        <Swiper.Item key={banner.imgurl}>
          <Image
            className="home__banner"
            src={banner.imgurl}
            mode="aspectFill"
            nativeProps={{ alt: banner.title, width: 375, height: SWIPER.height }}
            onClick={() => banner.url && openAddress(banner.url)}
          />
        </Swiper.Item>
      ))}
    </Swiper>
  )
})

/** /home: the school's banners and its exams; the full home page comes with the home issue. */
export default observer(function HomePage() {
  const { app } = useStores()
  return (
    <PageLayout route="home" title={app.trainName || undefined}>
      <HomeBanners />
      <ExamLinks heading="考试题库" />
      {app.oemInfo && (
        <View className="home__contact">
          <Text>咨询热线 {app.oemInfo.mobile}</Text>
          <Text>QQ {app.oemInfo.qq}</Text>
        </View>
      )}
    </PageLayout>
  )
})
