import { Dialog } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { goTo, currentAddress } from '@/services/navigation'
import { RouteLink } from '../route-link'
import './index.scss'

/*
 * The login prompts, apart from the login forms (login-dialogs): pages that only invite a
 * visitor to log in do not load the forms with their first view.
 */

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
