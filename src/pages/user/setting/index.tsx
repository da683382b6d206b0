import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { MenuList } from '@/components/menu-list'
import { PageLayout } from '@/components/page-layout'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background, confirm, showError, toast } from '@/services/notify'
import { replaceWith } from '@/services/navigation'
import { useStores } from '@/stores/context'
import './index.scss'

/** /user/setting: account links and logout. */
export default function UserSettingPage() {
  const { account } = useStores()
  const logout = async () => {
    const sure = await confirm({
      title: '退出登录',
      content: '确定要退出当前账号吗？',
      confirmText: '退出',
      cancelText: '取消',
    })
    if (!sure) return
    try {
      await account.logout()
      toast('已退出登录', 'success')
    } catch (error) {
      // Logged out here anyway (AccountStore.logout): the failure is only said.
      showError(error)
    }
    replaceWith('user')
  }
  return (
    <PageLayout route="userSetting">
      <MenuList
        items={[
          { to: 'userProfile', label: '个人资料' },
          { to: 'userProfileMobile', label: '绑定手机' },
          { to: 'userAddress', label: '收货地址' },
          { to: 'userAbout', label: '关于我们' },
          { to: 'userAgreement', label: '用户协议' },
          { to: 'userPrivacy', label: '隐私政策' },
        ]}
      />
      <View className="setting__logout">
        <Button
          {...BUTTON_ROLE}
          block
          type="danger"
          fill="outline"
          onClick={() => background(logout())}
        >
          退出登录
        </Button>
      </View>
    </PageLayout>
  )
}
