import type { LiveReminder as Reminder } from '@common/contracts/lives'
import { View } from '@tarojs/components'
import { createElement } from 'react'
import { currentPlatform } from '@common/constants/routes'
import { isWechat } from '@common/rules/user-agent'

/** The open tag's own button: WeChat draws it in a shadow root from this template. */
const SUBSCRIBE_TEMPLATE =
  '<style>.btn{padding:6px 14px;font-size:14px;color:#1a5fd6;border:1px solid #1a5fd6;border-radius:16px;background:#fff}</style><button class="btn">微信提醒我</button>'

/**
 * 提醒我: a calendar file with the live's title, time and join link (the phone's calendar
 * reminds 15 minutes before), and inside WeChat the subscribe-message open tag when the school
 * has a template (it works once the page's JS-SDK config is signed).
 */
export function LiveReminder({ reminder }: { reminder: Reminder }) {
  if (currentPlatform() !== 'h5') return null
  const inWechat = typeof navigator !== 'undefined' && isWechat(navigator.userAgent)
  return (
    <View className="live-room__reminders">
      {createElement(
        'a',
        {
          className: 'live-room__remind',
          href: reminder.ics,
          download: '',
          'aria-label': '提醒我：把直播加入手机日历',
        },
        '提醒我',
      )}
      {inWechat && !reminder.subscribeTemplateId && (
        <View className="live-room__remind-hint">
          微信内无法添加日历时，请点右上角在浏览器中打开
        </View>
      )}
      {inWechat &&
        reminder.subscribeTemplateId &&
        createElement(
          'wx-open-subscribe',
          { template: reminder.subscribeTemplateId, id: 'live-subscribe' },
          createElement('script', {
            type: 'text/wxtag-template',
            dangerouslySetInnerHTML: { __html: SUBSCRIBE_TEMPLATE },
          }),
        )}
    </View>
  )
}
