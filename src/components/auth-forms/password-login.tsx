import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { LoginResult } from '@common/contracts/accounts'
import { SECURITY_RESET_MESSAGE } from '@common/constants/account-messages'
import { useStores } from '@/stores/context'
import { LIMITS, validateAccountLogin } from '@common/rules/validation'
import { ConsentedSubmit } from '../consent-check'
import { Field } from '../field'
import { useSubmit } from './use-submit'
import './index.scss'

/*
 * The password login and the code login's words, apart from the other forms: the register/buy
 * dialog, on many pages' first view, needs only these.
 */

interface AuthFormProps {
  onSuccess: () => void
}

/** What a code login says: its success, or that the account's password was taken away. */
export const codeLoginText =
  (successText: string) =>
  ({ securityReset }: LoginResult): string =>
    securityReset ? SECURITY_RESET_MESSAGE : successText

/** Login by account (username or mobile) + password. */
export const PasswordLoginForm = observer(function PasswordLoginForm({ onSuccess }: AuthFormProps) {
  const { account } = useStores()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const submit = useSubmit({
    validate: () => validateAccountLogin({ username, password }),
    action: () => account.loginByPassword(username, password),
    successText: '登录成功！',
    onSuccess,
  })
  return (
    <View className="auth-form">
      <Field
        label="账号"
        value={username}
        onChange={setUsername}
        placeholder="请输入用户名或手机号"
      />
      <Field
        label="密码"
        value={password}
        onChange={setPassword}
        placeholder="请输入密码"
        type="password"
        maxLength={LIMITS.passwordMax}
      />
      <ConsentedSubmit
        agreed={agreed}
        onAgreedChange={setAgreed}
        className="auth-form__submit"
        loading={account.saving.isSaving}
        onClick={submit}
      >
        登录
      </ConsentedSubmit>
    </View>
  )
})
