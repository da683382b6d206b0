import { Dialog } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { goTo, currentAddress } from '@/services/navigation'
import { useStores } from '@/stores/context'
import { checkBuyMobile, validateBuyDialog } from '@common/rules/validation'
import { PasswordLoginForm, codeLoginText } from '../auth-forms'
import { useSubmit } from '../auth-forms/use-submit'
import { RouteLink } from '../route-link'
import { MobileCodeFields } from '../mobile-code-fields'
import { SubmitButton } from '../submit-button'
import './index.scss'

/** spec §2 login notice panel: a visitor is invited to log in and comes back here. */
export function LoginNoticePanel({ text }: { text: string }) {
  return (
    <View className="login-notice">
      <View className="login-notice__text">{text}</View>
      <RouteLink
        to="login"
        args={[{}, { returnurl: currentAddress() }]}
        className="login-notice__link"
      >
        登录 / 注册
      </RouteLink>
    </View>
  )
}

interface DialogProps {
  visible: boolean
  onClose: () => void
}

/** spec §2/§8: 您尚未登录，请登录！ with 再看看 / 立即登录. */
export function LoginPromptDialog({ visible, onClose }: DialogProps) {
  return (
    <Dialog
      visible={visible}
      title="提示"
      content="您尚未登录，请登录！"
      cancelText="再看看"
      confirmText="立即登录"
      onCancel={onClose}
      onClose={onClose}
      onConfirm={() => {
        onClose()
        goTo('login', {}, { returnurl: currentAddress() })
      }}
    />
  )
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
      closeIcon
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

/**
 * spec §2 register/buy dialog: mobile and SMS code, titled 免费学习 for free goods and
 * 立即购买 otherwise; a successful code check logs the learner in (creating the account if
 * needed) and then triggers the buy.
 */
export const RegisterBuyDialog = observer(function RegisterBuyDialog({
  visible,
  free,
  onClose,
  onSuccess,
}: DialogProps & { free: boolean; onSuccess: () => void }) {
  const { account } = useStores()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [accountLogin, setAccountLogin] = useState(false)
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
        title={free ? '免费学习' : '立即购买'}
        footer={null}
        closeIcon
        onClose={onClose}
        onCancel={onClose}
      >
        <View className="buy-dialog">
          <MobileCodeFields
            mobile={mobile}
            onMobileChange={setMobile}
            code={code}
            onCodeChange={setCode}
            send={(m) => account.sendCode('login', m)}
            check={checkBuyMobile}
          />
          <SubmitButton
            className="buy-dialog__submit"
            loading={account.saving.isSaving}
            onClick={submit}
          >
            {free ? '免费学习' : '立即购买'}
          </SubmitButton>
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
