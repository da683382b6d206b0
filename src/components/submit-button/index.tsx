import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { BUTTON_ROLE, ariaDisabled } from '@/constants/accessibility'

/**
 * A form's primary, full-width submit button, spinning while the form saves. The wrapper's
 * class is the form's own (`…__submit`), which places the button in that form.
 */
export function SubmitButton({
  className,
  loading,
  disabled = false,
  onClick,
  children,
}: {
  className: string
  loading: boolean
  /** Until the form may be sent (its consent not yet ticked). */
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <View className={className}>
      <Button
        {...BUTTON_ROLE}
        {...ariaDisabled(disabled)}
        type="primary"
        block
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </Button>
    </View>
  )
}
