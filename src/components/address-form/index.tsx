import type { UserAddress } from '@common/contracts/accounts'
import { Address, TextArea } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { useStores } from '@/stores/context'
import { EMPTY_ADDRESS, regionLabel, selectRegion } from '@/utils/address-form'
import { isKnownRegion, regionOptions } from '@common/rules/china-regions'
import {
  LIMITS,
  trimAddress,
  validateAddress,
  type AddressForm as AddressFormValues,
} from '@common/rules/validation'
import { useSubmit } from '../auth-forms/use-submit'
import { Field } from '../field'
import { SubmitButton } from '../submit-button'
import './index.scss'

/** spec §2: the detail textarea asks for a truthful street, door number, floor and room. */
export const DETAIL_PLACEHOLDER = '请如实填写详细的街道、门牌号、楼层和房间号'

function initialForm(address: UserAddress | undefined): AddressFormValues {
  if (!address) return EMPTY_ADDRESS
  const form = { ...EMPTY_ADDRESS, ...address }
  if (isKnownRegion(form.province, form.city, form.district)) return form
  // spec §8: wrong picker values are logged only; the learner picks the region again.
  console.warn('stored address region is not in the region data', regionLabel(form))
  return { ...form, province: '', city: '', district: '' }
}

/**
 * The shipping-address form of spec §2/§5: receiver, mobile (max 11), QQ (digits), the
 * province/city/district picker and the detail; values are trimmed and the first error shown.
 */
export const AddressForm = observer(function AddressForm({ onSaved }: { onSaved: () => void }) {
  const { app, account } = useStores()
  const [form, setForm] = useState(() => initialForm(app.userAddress[0]))
  const [picking, setPicking] = useState(false)
  const options = useMemo(() => regionOptions(), [])
  const set = (key: keyof AddressFormValues) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }))
  const submit = useSubmit({
    validate: () => validateAddress(trimAddress(form)),
    action: () => account.saveAddress(trimAddress(form)),
    successText: '保存成功',
    onSuccess: onSaved,
  })

  return (
    <View className="address-form">
      <Field
        label="收货人"
        value={form.name}
        onChange={set('name')}
        placeholder="请填写收货人姓名"
        maxLength={20}
      />
      <Field
        label="手机号码"
        value={form.mobile}
        onChange={set('mobile')}
        placeholder="请填写手机号码"
        type="tel"
        maxLength={LIMITS.mobileMax}
      />
      <Field
        label="QQ号码"
        value={form.qq}
        onChange={set('qq')}
        placeholder="请填写QQ号码"
        type="number"
        maxLength={12}
      />
      <View className="field address-form__region" role="button" onClick={() => setPicking(true)}>
        <View className="field__label">所在地区</View>
        <View className={form.province ? 'address-form__picked' : 'address-form__placeholder'}>
          {regionLabel(form) || '请选择省/市/区'}
        </View>
      </View>
      <TextArea
        className="address-form__detail"
        value={form.detail}
        onChange={set('detail')}
        placeholder={DETAIL_PLACEHOLDER}
        maxLength={200}
        rows={3}
      />
      <SubmitButton
        className="address-form__submit"
        loading={account.saving.isSaving}
        onClick={submit}
      >
        保存
      </SubmitButton>
      <Address
        visible={picking}
        type="cascader"
        title="选择所在地区"
        options={options}
        onPathChange={(_value, path) =>
          setForm((current) =>
            selectRegion(
              current,
              path.map((node) => String(node.text)),
            ),
          )
        }
        onChange={(_value, path) => {
          setForm((current) =>
            selectRegion(
              current,
              path.map((node) => String(node.text)),
            ),
          )
          setPicking(false)
        }}
        onClose={() => setPicking(false)}
      />
    </View>
  )
})
