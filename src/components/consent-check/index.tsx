import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import type { ReactNode } from 'react'
import { RouteLink } from '../route-link'
import { SubmitButton } from '../submit-button'
import './index.scss'

/**
 * The 用户协议 and 隐私政策 consent of every login and register form: a school that takes a
 * phone number must have it agreed to first, so the form's 获取验证码 and submit stay
 * disabled until it is ticked (the version agreed to is sent with the login, and kept). A box
 * of our own rather than NutUI's Checkbox: it sits on pages that load it first (every page
 * with the register/buy dialog), and NutUI's brought its group and icon code past the
 * first-load budget.
 */
export function ConsentCheck({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const toggle = () => onChange(!checked)
  return (
    <View className="consent-check">
      <View
        className={`consent-check__box${checked ? ' consent-check__box--on' : ''}`}
        role="checkbox"
        aria-checked={checked}
        aria-label="同意用户协议和隐私政策"
        {...FOCUSABLE}
        {...keyActivation(toggle)}
        onClick={toggle}
      >
        <View className="consent-check__mark" />
        <View className="consent-check__label">我已阅读并同意</View>
      </View>
      <RouteLink to="userAgreement" className="consent-check__link">
        《用户协议》
      </RouteLink>
      和
      <RouteLink to="userPrivacy" className="consent-check__link">
        《隐私政策》
      </RouteLink>
    </View>
  )
}

/** A login or register form's end: the consent, then its submit, disabled until it is ticked. */
export function ConsentedSubmit({
  agreed,
  onAgreedChange,
  className,
  loading,
  onClick,
  children,
}: {
  agreed: boolean
  onAgreedChange: (agreed: boolean) => void
  /** The form's own class for the submit's place. */
  className: string
  loading: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <>
      <ConsentCheck checked={agreed} onChange={onAgreedChange} />
      <SubmitButton className={className} loading={loading} disabled={!agreed} onClick={onClick}>
        {children}
      </SubmitButton>
    </>
  )
}
