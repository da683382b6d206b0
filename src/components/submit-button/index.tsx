import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { BUTTON_ROLE } from '@/constants/accessibility'

/**
 * A form's primary, full-width submit button, spinning while the form saves. The wrapper's
 * class is the form's own (`…__submit`), which places the button in that form.
 */
export function SubmitButton({
  className,
  loading,
  onClick,
  children,
}: {
  className: string
  loading: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <View className={className}>
      <Button {...BUTTON_ROLE} type="primary" block loading={loading} onClick={onClick}>
        {children}
      </Button>
    </View>
  )
}
