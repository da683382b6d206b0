import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'

/**
 * A phone number that calls when tapped: a tel: link on H5 (the phone offers to dial, screen
 * readers read a link), the mini-program's call sheet there.
 */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  const dial = number.replace(/[^\d+]/g, '')
  if (process.env.TARO_ENV === 'h5') {
    return (
      <a href={`tel:${dial}`} className={className}>
        {number}
      </a>
    )
  }
  return (
    // Closing the call sheet rejects: the learner chose not to call, nothing failed.
    <Text
      className={className}
      onClick={() => {
        Taro.makePhoneCall({ phoneNumber: dial }).catch(() => undefined)
      }}
    >
      {number}
    </Text>
  )
}
