import { Close } from '@nutui/icons-react-taro'
import { View } from '@tarojs/components'

/**
 * A dialog's close icon with its name: NutUI names its own only for the mini-program (ariaRole,
 * ariaLabel), so on H5 screen readers found an unnamed control. The click reaches NutUI's own
 * close handler around it.
 */
export const DIALOG_CLOSE = (
  <View role="button" aria-label="关闭">
    <Close />
  </View>
)
