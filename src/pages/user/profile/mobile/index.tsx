import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useSubmit } from '@/components/auth-forms/use-submit'
import { LoginNoticePanel } from '@/components/login-prompts'
import { PageLayout } from '@/components/page-layout'
import { MobileCodeFields } from '@/components/mobile-code-fields'
import { goBackOrHome } from '@/services/navigation'
import { useStores } from '@/stores/context'
import { validateBindPhone } from '@common/rules/validation'
import { SubmitButton } from '@/components/submit-button'
import '@/components/info-edit/index.scss'
import { PROCEED_AFTER_MS } from '@/constants/ui'

/** /user/profile/mobile: bind a phone number by SMS code (spec §5: a 6-digit code). */
export default observer(function UserProfileMobilePage() {
  const { app, account } = useStores()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const submit = useSubmit({
    validate: () => validateBindPhone({ mobile, code }),
    action: () => account.bindPhone(mobile, code),
    successText: '绑定成功',
    onSuccess: () => setTimeout(goBackOrHome, PROCEED_AFTER_MS),
  })
  return (
    <PageLayout route="userProfileMobile">
      {app.isLogin ? (
        <View className="info-edit">
          {app.userInfo?.mobile && (
            <View className="info-edit__hint">当前绑定：{app.userInfo.mobile}</View>
          )}
          <MobileCodeFields
            mobile={mobile}
            onMobileChange={setMobile}
            code={code}
            onCodeChange={setCode}
            send={(m) => account.sendCode('bind', m)}
            mobilePlaceholder="请输入新手机号"
            codePlaceholder="请输入6位验证码"
          />
          <SubmitButton
            className="info-edit__submit"
            loading={account.saving.isSaving}
            onClick={submit}
          >
            绑定
          </SubmitButton>
        </View>
      ) : (
        <LoginNoticePanel text="登录后才能绑定手机号" />
      )}
    </PageLayout>
  )
})
