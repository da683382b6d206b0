import { View } from '@tarojs/components'
import { currentAddress } from '@/services/navigation'
import { MISSING_PURCHASE_LOGIN_TEXT, MISSING_PURCHASE_TEXT } from '@common/rules/course-access'
import { RouteLink } from '../route-link'
import './index.scss'

/** spec §2 missing-purchase prompt; a visitor also gets the link to log in and come back. */
export function MissingPurchase({ visitor }: { visitor: boolean }) {
  return (
    <View className="missing-purchase" role="status">
      <View className="missing-purchase__text">{MISSING_PURCHASE_TEXT}</View>
      {visitor && (
        <RouteLink
          to="login"
          args={[{}, { returnurl: currentAddress() }]}
          className="missing-purchase__login"
        >
          {MISSING_PURCHASE_LOGIN_TEXT}
        </RouteLink>
      )}
    </View>
  )
}
