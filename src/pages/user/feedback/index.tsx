import { TextArea } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useSubmit } from '@/components/auth-forms/use-submit'
import { Field } from '@/components/field'
import { PageLayout } from '@/components/page-layout'
import { goBackOrHome } from '@/services/navigation'
import { useStores } from '@/stores/context'
import { FEEDBACK_LIMITS, checkFeedback } from '@common/rules/validation'
import { PROCEED_AFTER_MS } from '@/constants/ui'
import { SubmitButton } from '@/components/submit-button'
import './index.scss'

/** /user/feedback: a learner or visitor tells the school what to improve. */
export default observer(function UserFeedbackPage() {
  const { account } = useStores()
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const submit = useSubmit({
    validate: () => checkFeedback(content),
    action: () => account.submitFeedback(content, contact),
    successText: '感谢您的反馈',
    onSuccess: () => setTimeout(goBackOrHome, PROCEED_AFTER_MS),
  })
  return (
    <PageLayout route="userFeedback">
      <View className="feedback">
        <TextArea
          className="feedback__content"
          value={content}
          onChange={setContent}
          placeholder="请描述您遇到的问题或建议，我们会认真阅读每一条反馈"
          maxLength={FEEDBACK_LIMITS.maxChars}
          showCount
          rows={6}
        />
        <Field
          label="联系方式"
          value={contact}
          onChange={setContact}
          placeholder="手机号或QQ（选填）"
          maxLength={FEEDBACK_LIMITS.contactMax}
        />
        <SubmitButton
          className="feedback__submit"
          loading={account.saving.isSaving}
          onClick={submit}
        >
          提交
        </SubmitButton>
      </View>
    </PageLayout>
  )
})
