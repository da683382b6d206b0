import { Dialog } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useStores } from '@/stores/context'
import { checkBuyMobile, validateBuyDialog } from '@common/rules/validation'
import { priceText } from '@common/rules/price'
import { PasswordLoginForm, codeLoginText } from '../auth-forms/password-login'
import { useSubmit } from '../auth-forms/use-submit'
import { ConsentedSubmit } from '../consent-check'
import { DIALOG_CLOSE } from '../dialog-close'
import { MobileCodeFields } from '../mobile-code-fields'
import './index.scss'

interface DialogProps {
  visible: boolean
  onClose: () => void
}

/** spec §2: account (username + password) login in a dialog. */
export function AccountLoginDialog({
  visible,
  onClose,
  onSuccess,
}: DialogProps & { onSuccess: () => void }) {
  return (
    <Dialog
      visible={visible}
      title="账号登录"
      footer={null}
      closeIcon={DIALOG_CLOSE}
      onClose={onClose}
      onCancel={onClose}
    >
      <PasswordLoginForm
        onSuccess={() => {
          onClose()
          onSuccess()
        }}
      />
    </Dialog>
  )
}

/** What a paywall prompt names: the course, class, goods or live bought, and its price. */
export interface Offer {
  free: boolean
  title: string
  /** Yuan; null while not known (a live's course may be sold by several goods). */
  price: number | null
  /** What the tap was for, when not the thing bought itself (a live of the course). */
  detail?: string
  /** The price is the cheapest of several goods. */
  priceFrom?: boolean
}

/** The offer's price as the dialog says it. */
export function offerPriceText({ free, price, priceFrom }: Offer): string | null {
  if (free) return '免费'
  if (price === null) return null
  return priceFrom ? `${priceText(price)} 起` : priceText(price)
}

/**
 * spec §2 register/buy dialog: mobile and SMS code, titled 免费学习 for free goods and
 * 立即购买 otherwise; a successful code check logs the learner in (creating the account if
 * needed) and then triggers the buy. It names what is bought and its price, and sends nothing
 * before the 用户协议/隐私政策 consent is ticked.
 */
export const RegisterBuyDialog = observer(function RegisterBuyDialog({
  visible,
  offer,
  onClose,
  onSuccess,
}: DialogProps & { offer: Offer; onSuccess: () => void }) {
  const { account } = useStores()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [accountLogin, setAccountLogin] = useState(false)
  const { free } = offer
  const price = offerPriceText(offer)
  const submit = useSubmit({
    validate: () => validateBuyDialog({ mobile, code }),
    action: () => account.loginByCode(mobile, code),
    successText: codeLoginText('登录成功！'),
    onSuccess: () => {
      onClose()
      onSuccess()
    },
  })
  return (
    <>
      <Dialog
        visible={visible && !accountLogin}
        className="buy-dialog-box"
        title={free ? '免费学习' : '立即购买'}
        footer={null}
        closeIcon={DIALOG_CLOSE}
        onClose={onClose}
        onCancel={onClose}
      >
        <View className="buy-dialog">
          {offer.title && (
            <View className="buy-dialog__offer">
              <View className="buy-dialog__offer-text">
                <View className="buy-dialog__offer-title">{offer.title}</View>
                {offer.detail && <View className="buy-dialog__offer-detail">{offer.detail}</View>}
              </View>
              {price && <View className="buy-dialog__offer-price">{price}</View>}
            </View>
          )}
          <MobileCodeFields
            mobile={mobile}
            onMobileChange={setMobile}
            code={code}
            onCodeChange={setCode}
            send={(m) => account.sendCode('login', m)}
            check={checkBuyMobile}
            sendDisabled={!agreed}
          />
          <ConsentedSubmit
            agreed={agreed}
            onAgreedChange={setAgreed}
            className="buy-dialog__submit"
            loading={account.saving.isSaving}
            onClick={submit}
          >
            {free ? '免费学习' : '立即购买'}
          </ConsentedSubmit>
          <View className="buy-dialog__login" role="button" onClick={() => setAccountLogin(true)}>
            已有账号，立即登录
          </View>
        </View>
      </Dialog>
      <AccountLoginDialog
        visible={visible && accountLogin}
        onClose={() => {
          setAccountLogin(false)
          onClose()
        }}
        onSuccess={onSuccess}
      />
    </>
  )
})
