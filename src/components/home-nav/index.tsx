import {
  Articles,
  Ask,
  Cart,
  Category,
  Coupon,
  Edit,
  Gift,
  Location,
  Message,
  Notice,
  Order,
  PlayCircleFill,
  Search,
  Service,
  Star,
  Store,
  Tips,
  Video,
} from '@nutui/icons-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { HomeNavIcon } from '@common/constants/home-nav'
import type { HomeNavEntry } from '@common/contracts/home-layout'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { AddressLink } from '../address-link'
import './index.scss'

const ICONS: Record<HomeNavIcon, ReactNode> = {
  category: <Category />,
  video: <Video />,
  articles: <Articles />,
  play: <PlayCircleFill />,
  store: <Store />,
  edit: <Edit />,
  search: <Search />,
  gift: <Gift />,
  coupon: <Coupon />,
  star: <Star />,
  notice: <Notice />,
  message: <Message />,
  order: <Order />,
  cart: <Cart />,
  location: <Location />,
  tips: <Tips />,
}

/** Cells kept while the entries load, so the page below does not move when they come. */
const PLACEHOLDERS = 8

/**
 * spec §2 home nav: the entries the school arranged (in the console), then the contact-teacher
 * dialog. Until the entries come, blank cells hold their place.
 */
export function HomeNav({
  entries,
  loading,
  onContact,
}: {
  entries: readonly HomeNavEntry[]
  loading: boolean
  onContact: () => void
}) {
  if (loading) {
    return (
      <View className="home-nav" aria-hidden>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <View key={index} className="home-nav__item home-nav__item--placeholder">
            <View className="home-nav__icon" />
            <View className="home-nav__label">&nbsp;</View>
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className="home-nav" role="navigation" aria-label="快捷入口">
      {entries.map((entry) => {
        return (
          <AddressLink key={entry.label} address={entry.url} className="home-nav__item">
            <View className="home-nav__icon">{ICONS[entry.icon] ?? <Ask />}</View>
            <View className="home-nav__label">{entry.label}</View>
          </AddressLink>
        )
      })}
      <View
        className="home-nav__item"
        role="button"
        {...FOCUSABLE}
        {...keyActivation(onContact)}
        onClick={onContact}
      >
        <View className="home-nav__icon">
          <Service />
        </View>
        <View className="home-nav__label">联系老师</View>
      </View>
    </View>
  )
}
