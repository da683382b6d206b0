import { Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useId, type ReactNode } from 'react'
import './index.scss'

interface FieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  type?: 'text' | 'password' | 'number' | 'digit' | 'tel'
  maxLength?: number
  /** Beside the input: a send-code button. */
  extra?: ReactNode
}

/** One labelled input of a form. */
export function Field({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  maxLength,
  extra,
}: FieldProps) {
  const labelId = useId()
  return (
    <View className="field">
      <View className="field__label" id={labelId}>
        {label}
      </View>
      <Input
        aria-labelledby={labelId}
        className="field__input"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        type={type}
        maxLength={maxLength}
        clearable
      />
      {extra}
    </View>
  )
}
