import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AddressForm } from '@/components/address-form'
import { LoadingView } from '@/components/loading-view'
import { PageLayout } from '@/components/page-layout'
import { goBackOrHome } from '@/services/navigation'
import { errorMessage } from '@/services/notify'
import { useStores } from '@/stores/context'

/** /user/profile/address/add: the shipping-address form, editing the first stored address. */
export default observer(function UserAddressAddPage() {
  const { account } = useStores()
  const [state, setState] = useState<{ loaded: boolean; error: string | null }>({
    loaded: false,
    error: null,
  })
  const load = () => {
    setState({ loaded: false, error: null })
    account.loadAddresses().then(
      () => setState({ loaded: true, error: null }),
      (error: unknown) => setState({ loaded: false, error: errorMessage(error) }),
    )
  }
  useEffect(load, [account])
  return (
    <PageLayout route="userAddressAdd">
      {state.loaded ? (
        <AddressForm onSaved={() => setTimeout(() => void goBackOrHome(), 800)} />
      ) : (
        <LoadingView error={state.error} onRetry={load} />
      )}
    </PageLayout>
  )
})
