import { View } from '@tarojs/components'
import { HOME_NAV_ICONS } from '@common/constants/home-nav'
import type { HomeNavEntry } from '@common/contracts/home-layout'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { AddressLink } from '../address-link'
import { NavIcon, type NavIconName } from './nav-icon'
import './index.scss'

/** An entry's icon; the question mark for a name this app does not know (a newer server's). */
function iconOf(entry: HomeNavEntry): NavIconName {
  return Object.prototype.hasOwnProperty.call(HOME_NAV_ICONS, entry.icon) ? entry.icon : 'ask'
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
            <View className="home-nav__icon">
              <NavIcon name={iconOf(entry)} />
            </View>
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
          <NavIcon name="service" />
        </View>
        <View className="home-nav__label">联系老师</View>
      </View>
    </View>
  )
}
