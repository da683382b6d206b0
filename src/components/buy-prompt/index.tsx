import { useCallback, useRef, useState } from 'react'
import { RegisterBuyDialog } from '../login-dialogs'

/**
 * spec §2/§4: a visitor who taps buy gets the register/buy dialog (mobile and code; title
 * 免费学习 for free goods, else 立即购买), not a page change; once the code checks out the
 * learner is logged in and the purchase goes on where it was (`then`).
 */
export function useBuyPrompt() {
  const [free, setFree] = useState<boolean | null>(null)
  const then = useRef<() => void>(() => undefined)
  const ask = useCallback((isFree: boolean, next: () => void) => {
    then.current = next
    setFree(isFree)
  }, [])
  const element = (
    <RegisterBuyDialog
      visible={free !== null}
      free={free === true}
      onClose={() => setFree(null)}
      onSuccess={() => then.current()}
    />
  )
  return { ask, element }
}
