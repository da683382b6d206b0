import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { AddressForm } from '@/components/address-form'
import { LoadingView } from '@/components/loading-view'
import { PageLayout } from '@/components/page-layout'
import { PROCEED_AFTER_MS } from '@/constants/ui'
import { goBackOrHome } from '@/services/navigation'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'

/** /user/profile/address/add: the shipping-address form, editing the first stored address. */
export default observer(function UserAddressAddPage() {
  const { account } = useStores()
  const load = () => background(account.loadAddresses())
  useEffect(load, [account])
  const state = account.addressesState
  return (
    <PageLayout route="userAddressAdd">
      {state.loaded ? (
        <AddressForm onSaved={() => setTimeout(goBackOrHome, PROCEED_AFTER_MS)} />
      ) : (
        <LoadingView error={state.error} onRetry={load} />
      )}
    </PageLayout>
  )
})
