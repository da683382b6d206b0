import { useCallback, useRef, useState } from 'react'
import { RegisterBuyDialog, type Offer } from '../login-dialogs'

export type { Offer } from '../login-dialogs'

/**
 * spec §2/§4: a visitor who taps buy gets the register/buy dialog (mobile and code; title
 * 免费学习 for free goods, else 立即购买), not a page change; it names what is bought and its
 * price. Once the code checks out the learner is logged in and the tap goes on where it was
 * (`then`): every paywall a visitor meets is this one dialog.
 */
export function useBuyPrompt() {
  const [offer, setOffer] = useState<Offer | null>(null)
  const then = useRef<() => void>(() => undefined)
  const ask = useCallback((what: Offer, next: () => void) => {
    then.current = next
    setOffer(what)
  }, [])
  const element = (
    <RegisterBuyDialog
      visible={offer !== null}
      offer={offer ?? { free: false, title: '', price: null }}
      onClose={() => setOffer(null)}
      onSuccess={() => then.current()}
    />
  )
  return { ask, element }
}
