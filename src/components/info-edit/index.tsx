import type { EditableUserKey } from '@common/contracts/accounts'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { PROCEED_AFTER_MS } from '@/constants/ui'
import { goBackOrHome } from '@/services/navigation'
import { background, showInputError } from '@/services/notify'
import { useStores } from '@/stores/context'
import { useSubmit } from '../auth-forms/use-submit'
import { Field } from '../field'
import { SubmitButton } from '../submit-button'
import './index.scss'

interface InfoEditProps {
  field: Exclude<EditableUserKey, 'sex' | 'birthday'>
  label: string
  placeholder: string
  hint: string
  check: (value: string) => string | null
  maxLength: number
  type?: 'text' | 'number'
}

/** Changes one key of the user info (spec §3), checked by its rule of spec §5. */
export const InfoEdit = observer(function InfoEdit({
  field,
  label,
  placeholder,
  hint,
  check,
  maxLength,
  type,
}: InfoEditProps) {
  const { app, account } = useStores()
  const current = app.userInfo?.[field] ?? ''
  const [value, setValue] = useState(current)
  useEffect(() => {
    if (!app.userInfo) background(app.loadCurrentUser())
  }, [app])
  useEffect(() => setValue(current), [current])
  const submit = useSubmit({
    validate: () => check(value),
    action: () => account.setInfo(field, value),
    successText: '保存成功',
    onSuccess: () => setTimeout(goBackOrHome, PROCEED_AFTER_MS),
    // The field's own rule (spec §5 generic input rules): an input's toast, 600 ms.
    showInvalid: showInputError,
  })
  return (
    <View className="info-edit">
      <Field
        label={label}
        value={value}
        onChange={setValue}
        placeholder={placeholder}
        maxLength={maxLength}
        type={type}
      />
      <View className="info-edit__hint">{hint}</View>
      <SubmitButton
        className="info-edit__submit"
        loading={account.saving.isSaving}
        onClick={submit}
      >
        保存
      </SubmitButton>
    </View>
  )
})
