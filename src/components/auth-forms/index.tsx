import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useStores } from '@/stores/context'
import {
  LIMITS,
  validateCodeForm,
  validatePasswordRegister,
  validatePasswordReset,
} from '@common/rules/validation'
import { ConsentedSubmit } from '../consent-check'
import { Field } from '../field'
import { MobileCodeFields } from '../mobile-code-fields'
import { useSubmit } from './use-submit'
import { SubmitButton } from '../submit-button'
import { codeLoginText } from './password-login'
import './index.scss'

export { PasswordLoginForm, codeLoginText } from './password-login'

interface AuthFormProps {
  onSuccess: () => void
}

/** A mobile + SMS code form: login and registration differ only in what they call. */
const CodeForm = observer(function CodeForm({
  purpose,
  submitText,
  successText,
  onSuccess,
}: AuthFormProps & { purpose: 'login' | 'register'; submitText: string; successText: string }) {
  const { account } = useStores()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const submit = useSubmit({
    validate: () => validateCodeForm({ mobile, code }),
    action: () =>
      purpose === 'login'
        ? account.loginByCode(mobile, code)
        : account.registerByCode(mobile, code),
    successText: codeLoginText(successText),
    onSuccess,
  })
  return (
    <View className="auth-form">
      <MobileCodeFields
        mobile={mobile}
        onMobileChange={setMobile}
        code={code}
        onCodeChange={setCode}
        send={(m) => account.sendCode(purpose, m)}
        sendDisabled={!agreed}
      />
      <ConsentedSubmit
        agreed={agreed}
        onAgreedChange={setAgreed}
        className="auth-form__submit"
        loading={account.saving.isSaving}
        onClick={submit}
      >
        {submitText}
      </ConsentedSubmit>
    </View>
  )
})

/** A new password and its confirmation (registration, reset). */
function PasswordPairFields({
  password,
  onPasswordChange,
  password2,
  onPassword2Change,
  label = '密码',
  confirmPlaceholder = '请再次输入密码',
}: {
  password: string
  onPasswordChange: (value: string) => void
  password2: string
  onPassword2Change: (value: string) => void
  label?: string
  confirmPlaceholder?: string
}) {
  return (
    <>
      <Field
        label={label}
        value={password}
        onChange={onPasswordChange}
        placeholder="6-16位字母、数字或下划线"
        type="password"
        maxLength={LIMITS.passwordMax}
      />
      <Field
        label="确认密码"
        value={password2}
        onChange={onPassword2Change}
        placeholder={confirmPlaceholder}
        type="password"
        maxLength={LIMITS.passwordMax}
      />
    </>
  )
}

/** Login by mobile + SMS code. */
export function CodeLoginForm({ onSuccess }: AuthFormProps) {
  return (
    <CodeForm purpose="login" submitText="登录" successText="登录成功！" onSuccess={onSuccess} />
  )
}

/** Register by mobile + SMS code; the learner is logged in after it (spec §4). */
export function CodeRegisterForm({ onSuccess }: AuthFormProps) {
  return (
    <CodeForm purpose="register" submitText="注册" successText="注册成功" onSuccess={onSuccess} />
  )
}

/** Register by mobile + SMS code (it proves the number) + password + confirmation. */
export const PasswordRegisterForm = observer(function PasswordRegisterForm({
  onSuccess,
}: AuthFormProps) {
  const { account } = useStores()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [password2, setPassword2] = useState('')
  const [agreed, setAgreed] = useState(false)
  const submit = useSubmit({
    validate: () => validatePasswordRegister({ mobile, code, password, password2 }),
    action: () => account.registerByPassword({ mobile, code, password, password2 }),
    successText: '注册成功',
    onSuccess,
  })
  return (
    <View className="auth-form">
      <MobileCodeFields
        mobile={mobile}
        onMobileChange={setMobile}
        code={code}
        onCodeChange={setCode}
        send={(m) => account.sendCode('register', m)}
        sendDisabled={!agreed}
      />
      <PasswordPairFields
        password={password}
        onPasswordChange={setPassword}
        password2={password2}
        onPassword2Change={setPassword2}
      />
      <ConsentedSubmit
        agreed={agreed}
        onAgreedChange={setAgreed}
        className="auth-form__submit"
        loading={account.saving.isSaving}
        onClick={submit}
      >
        注册
      </ConsentedSubmit>
    </View>
  )
})

/** Reset a forgotten password: mobile, SMS code, the new password twice. */
export const ResetPasswordForm = observer(function ResetPasswordForm({ onSuccess }: AuthFormProps) {
  const { account } = useStores()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [password2, setPassword2] = useState('')
  const submit = useSubmit({
    validate: () => validatePasswordReset({ mobile, code, password, password2 }),
    action: () => account.resetPassword({ mobile, code, password, password2 }),
    successText: '密码已重置',
    onSuccess,
  })
  return (
    <View className="auth-form">
      <MobileCodeFields
        mobile={mobile}
        onMobileChange={setMobile}
        code={code}
        onCodeChange={setCode}
        send={(m) => account.sendCode('reset', m)}
        mobilePlaceholder="请输入注册手机号"
      />
      <PasswordPairFields
        password={password}
        onPasswordChange={setPassword}
        password2={password2}
        onPassword2Change={setPassword2}
        label="新密码"
        confirmPlaceholder="请再次输入新密码"
      />
      <SubmitButton
        className="auth-form__submit"
        loading={account.saving.isSaving}
        onClick={submit}
      >
        重置密码
      </SubmitButton>
    </View>
  )
})
