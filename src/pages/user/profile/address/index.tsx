import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { LoadingView } from '@/components/loading-view'
import { EmptyState } from '@/components/empty-state'
import { PageLayout } from '@/components/page-layout'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { goTo } from '@/services/navigation'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { regionLabel } from '@/utils/address-form'
import './index.scss'

/** /user/profile/address: the learner's shipping address (the first stored one, spec §3). */
export default observer(function UserAddressPage() {
  const { app, account } = useStores()
  const load = () => background(account.loadAddresses())
  useEffect(load, [account])
  const state = account.addressesState
  const address = app.userAddress[0]
  const edit = () => goTo('userAddressAdd')

  let body
  if (!state.loaded) body = <LoadingView error={state.error} onRetry={load} />
  else if (!address) {
    body = (
      <EmptyState description="还没有收货地址，添加后用于寄送教材与讲义">
        <Button {...BUTTON_ROLE} type="primary" onClick={edit}>
          新增收货地址
        </Button>
      </EmptyState>
    )
  } else {
    body = (
      <View className="address-card">
        <View className="address-card__head">
          <View className="address-card__name">{address.name}</View>
          <View>{address.mobile}</View>
          {address.default === 1 && <View className="address-card__tag">默认</View>}
        </View>
        <View className="address-card__region">
          {regionLabel(address)} {address.detail}
        </View>
        <View className="address-card__qq">QQ：{address.qq}</View>
        <View className="address-card__actions">
          <Button {...BUTTON_ROLE} size="small" fill="outline" type="primary" onClick={edit}>
            修改地址
          </Button>
        </View>
      </View>
    )
  }
  return <PageLayout route="userAddress">{body}</PageLayout>
})
