import { LIMITS, checkMobile } from '@common/rules/validation'
import { Field } from '../field'
import { SendCodeButton } from '../send-code-button'

interface MobileCodeFieldsProps {
  mobile: string
  onMobileChange: (mobile: string) => void
  code: string
  onCodeChange: (code: string) => void
  /** Sends the code for this form's purpose. */
  send: (mobile: string) => Promise<unknown>
  /** The mobile rule checked before sending (the buy dialog has its own). */
  check?: (mobile: string) => string | null
  mobilePlaceholder?: string
  codePlaceholder?: string
  /** 获取验证码 waits for the form's consent. */
  sendDisabled?: boolean
}

/** The mobile number and SMS code pair, with the send-code button, of every code form. */
export function MobileCodeFields({
  mobile,
  onMobileChange,
  code,
  onCodeChange,
  send,
  check = checkMobile,
  mobilePlaceholder = '请输入手机号',
  codePlaceholder = '请输入验证码',
  sendDisabled = false,
}: MobileCodeFieldsProps) {
  return (
    <>
      <Field
        label="手机号"
        value={mobile}
        onChange={onMobileChange}
        placeholder={mobilePlaceholder}
        type="tel"
        maxLength={LIMITS.mobileMax}
      />
      <Field
        label="验证码"
        value={code}
        onChange={onCodeChange}
        placeholder={codePlaceholder}
        type="number"
        maxLength={LIMITS.codeMax}
        extra={<SendCodeButton mobile={mobile} check={check} send={send} disabled={sendDisabled} />}
      />
    </>
  )
}
