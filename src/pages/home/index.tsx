import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ContactTeacherDialog } from '@/components/contact-teacher'
import { ContinueLearning } from '@/components/continue-learning'
import { CatalogueSections } from '@/components/catalogue-sections'
import { PageLayout } from '@/components/page-layout'
import { PracticeBanks } from '@/components/practice-banks'
import { useRestAfterFirstRender } from '@/components/progressive'
import { useShareCard } from '@/components/share-card'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { HOME_CARD_LIMIT } from '@common/rules/price'
import { HeaderBanner, HomeCarousel, HomeFooter, HomeLives, HomeNavigation } from './home-sections'
import './index.scss'

/** /home: swiper, nav, recent lives, banner, the course catalogue, question banks, footer. */
export default observer(function HomePage() {
  const { app, home, catalogue } = useStores()
  const [contactOpen, setContactOpen] = useState(false)
  // What follows the carousel comes as a transition once the page shows (not the loading view).
  const rest = useRestAfterFirstRender(app.oemInfo !== null)
  const trainCode = app.oemInfo?.train_code
  useShareCard(
    app.oemInfo && {
      title: app.oemInfo.train_name,
      desc: '初级/中级会计职称、注册会计师、税务师：课程、直播与题库',
      path: '/home',
    },
  )

  useEffect(() => {
    if (trainCode) background(home.loadBanners(trainCode))
  }, [home, trainCode])
  useEffect(() => {
    background(home.loadNav())
    background(home.loadLives())
    background(catalogue.load())
  }, [home, catalogue])

  usePullDownRefresh(() => {
    home.forgetBanners()
    background(
      Promise.all([
        trainCode ? home.loadBanners(trainCode) : undefined,
        home.loadNav(),
        home.loadLives(),
        catalogue.load(),
      ]).finally(() => Taro.stopPullDownRefresh()),
    )
  })

  return (
    <PageLayout
      route="home"
      title={app.trainName || undefined}
      ready={rest && (home.bannersState.settled || !trainCode)}
    >
      <HomeCarousel />
      {rest && (
        <>
          <HomeNavigation onContact={() => setContactOpen(true)} />
          <HomeLives />
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
