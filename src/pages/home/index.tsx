import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ContactTeacherDialog } from '@/components/contact-teacher'
import { ContinueLearning } from '@/components/continue-learning'
import { CatalogueSections } from '@/components/catalogue-sections'
import { HomeNav } from '@/components/home-nav'
import { LivePrevue } from '@/components/live-prevue'
import { PageLayout } from '@/components/page-layout'
import { PracticeBanks } from '@/components/practice-banks'
import { useRestAfterFirstRender } from '@/components/progressive'
import { SchoolImage } from '@/components/school-image'
import { TopSwiper } from '@/components/top-swiper'
import { openAddress } from '@/services/navigation'
import { useStores } from '@/stores/context'
import { HOME_CARD_LIMIT } from '@/utils/price'
import './index.scss'

const DEFAULT_BANNER = '/media/banners/default.svg'

/** How often the live list re-reads the clock (live → replay, not started → can enter). */
const CLOCK_TICK_MS = 30_000

function useNow(): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** spec §2: the header banner shows the banner info's link image, else a default image. */
const HeaderBanner = observer(function HeaderBanner() {
  const { home } = useStores()
  const banner = home.banners[0]
  return (
    <View
      className="home__header-banner"
      role="link"
      aria-label={banner?.title ?? '新学员专享 免费试听'}
      onClick={() => void openAddress(banner?.url || '/course')}
    >
      <SchoolImage
        src={banner?.imgurl || DEFAULT_BANNER}
        alt={banner?.title ?? '新学员专享 免费试听'}
        width={750}
        height={240}
      />
    </View>
  )
})

const HomeFooter = observer(function HomeFooter() {
  const { app } = useStores()
  const info = app.oemInfo
  if (!info) return null
  return (
    <View className="home__footer">
      <View>{info.train_name} · 专注会计考试培训</View>
      <View>
        咨询热线 {info.mobile} · QQ {info.qq}
      </View>
    </View>
  )
})

/** /home: swiper, nav, recent lives, banner, the course catalogue, question banks, footer. */
export default observer(function HomePage() {
  const { app, home, catalogue } = useStores()
  const [contactOpen, setContactOpen] = useState(false)
  const now = useNow()
  const rest = useRestAfterFirstRender()
  const trainCode = app.oemInfo?.train_code

  useEffect(() => {
    if (trainCode) void home.loadBanners(trainCode)
  }, [home, trainCode])
  useEffect(() => {
    void home.loadLives()
    void catalogue.load()
  }, [home, catalogue])

  usePullDownRefresh(() => {
    home.forgetBanners()
    void Promise.all([
      trainCode ? home.loadBanners(trainCode) : undefined,
      home.loadLives(),
      catalogue.load(),
    ]).finally(() => void Taro.stopPullDownRefresh())
  })

  return (
    <PageLayout
      route="home"
      title={app.trainName || undefined}
      ready={rest && (home.bannersSettled || !trainCode)}
    >
      <TopSwiper banners={home.banners} />
      {rest && (
        <>
          <HomeNav onContact={() => setContactOpen(true)} />
          <LivePrevue
            lives={home.lives}
            now={now}
            loaded={home.livesLoaded || home.livesError !== null}
          />
          <HeaderBanner />
          <View className="home__courses">
            <CatalogueSections limit={HOME_CARD_LIMIT} first={0} />
          </View>
          <PracticeBanks />
          <HomeFooter />
          <ContinueLearning />
        </>
      )}
      {contactOpen && (
        <ContactTeacherDialog visible={contactOpen} onClose={() => setContactOpen(false)} />
      )}
    </PageLayout>
  )
})
