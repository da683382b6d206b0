import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { HomeNav } from '@/components/home-nav'
import { LivePrevue } from '@/components/live-prevue'
import { useNow } from '@/components/live-row'
import { SchoolImage } from '@/components/school-image'
import { TopSwiper } from '@/components/top-swiper'
import { openAddress } from '@/services/navigation'
import { useStores } from '@/stores/context'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'

// Each section observes its own data, so a store update re-renders that section, not the page.

const DEFAULT_BANNER = '/media/banners/default.svg'

/** spec §2: the header banner shows the banner info's link image, else a default image. */
export const HeaderBanner = observer(function HeaderBanner() {
  const { home } = useStores()
  const banner = home.banners[0]
  return (
    <View
      className="home__header-banner"
      role="link"
      aria-label={banner?.title ?? '新学员专享 免费试听'}
      {...FOCUSABLE}
      {...keyActivation(() => openAddress(banner?.url || '/course'))}
      onClick={() => openAddress(banner?.url || '/course')}
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

export const HomeFooter = observer(function HomeFooter() {
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

export const HomeCarousel = observer(function HomeCarousel() {
  const { home } = useStores()
  return <TopSwiper banners={home.banners} />
})

export const HomeLives = observer(function HomeLives() {
  const { home } = useStores()
  const now = useNow()
  return <LivePrevue lives={home.lives} now={now} loaded={home.livesState.settled} />
})

/** The navigation as the school arranged it; blank cells until it comes (a failure shows none). */
export const HomeNavigation = observer(function HomeNavigation({
  onContact,
}: {
  onContact: () => void
}) {
  const { home } = useStores()
  return <HomeNav entries={home.nav} loading={home.navState.pending} onContact={onContact} />
})
