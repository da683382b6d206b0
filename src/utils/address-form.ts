import type { AddressForm } from '@common/rules/validation'

/** An address form with nothing filled in. */
export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  mobile: '',
  qq: '',
  province: '',
  city: '',
  district: '',
  detail: '',
}

/** spec §2: a new province resets city and district. */
export function changeProvince(form: AddressForm, province: string): AddressForm {
  return province === form.province ? form : { ...form, province, city: '', district: '' }
}

/** spec §2: a new city resets the district. */
export function changeCity(form: AddressForm, city: string): AddressForm {
  return city === form.city ? form : { ...form, city, district: '' }
}

export function changeDistrict(form: AddressForm, district: string): AddressForm {
  return { ...form, district }
}

/** Applies a picker path (province, city, district names, as far as chosen) level by level. */
export function selectRegion(form: AddressForm, names: readonly string[]): AddressForm {
  let next = changeProvince(form, names[0] ?? '')
  if (names.length > 1) next = changeCity(next, names[1])
  if (names.length > 2) next = changeDistrict(next, names[2])
  return next
}

/** The region as shown in the form: 广东省 深圳市 南山区. */
export function regionLabel(form: Pick<AddressForm, 'province' | 'city' | 'district'>): string {
  return [form.province, form.city, form.district].filter(Boolean).join(' ')
}
