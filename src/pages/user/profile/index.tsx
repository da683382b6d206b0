import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { MenuList } from '@/components/menu-list'
import { PageLayout } from '@/components/page-layout'
import { useStores } from '@/stores/context'
import { background } from '@/services/notify'

const NOT_SET = '未设置'

/** /user/profile: the learner's info, each row opening its edit page. */
export default observer(function UserProfilePage() {
  const { app, account } = useStores()
  useEffect(() => {
    background(app.loadCurrentUser())
    background(account.loadAddresses())
  }, [app, account])
  const user = app.userInfo
  const address = app.userAddress[0]
  return (
    <PageLayout route="userProfile">
      <MenuList
        items={[
          { to: 'userNickname', label: '昵称', value: user?.nickname || NOT_SET },
          { to: 'userName', label: '真实姓名', value: user?.name || NOT_SET },
          { to: 'userProfileMobile', label: '手机号码', value: user?.mobile || '未绑定' },
          { to: 'userEmail', label: '邮箱', value: user?.email || NOT_SET },
          { to: 'userQQ', label: 'QQ号码', value: user?.qq || NOT_SET },
          {
            to: 'userAddress',
            label: '收货地址',
            value: address ? `${address.province}${address.city}${address.district}` : NOT_SET,
          },
        ]}
      />
    </PageLayout>
  )
})
