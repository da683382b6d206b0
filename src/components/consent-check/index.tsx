import { Checkbox } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { RouteLink } from '../route-link'
import './index.scss'

/**
 * The 用户协议 and 隐私政策 consent of every login and register form: a school that takes a
 * phone number must have it agreed to first, so the form's 获取验证码 and submit stay
 * disabled until it is ticked (the version agreed to is sent with the login, and kept).
 */
export function ConsentCheck({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <View className="consent-check">
      <Checkbox
        className="consent-check__box"
        checked={checked}
        onChange={onChange}
        // NutUI names the role only for the mini-program; H5 needs it as attributes.
        {...{ role: 'checkbox', 'aria-checked': checked, 'aria-label': '同意用户协议和隐私政策' }}
      >
        我已阅读并同意
      </Checkbox>
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
