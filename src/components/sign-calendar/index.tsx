import { ArrowLeft, ArrowRight } from '@nutui/icons-react-taro'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BUTTON_ROLE, ariaDisabled } from '@/constants/accessibility'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { monthWeeks, shiftMonth } from '@/utils/user-centre'
import './index.scss'

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const

/**
 * The sign-in calendar (signdays): a month with its signed days marked and today ringed; the
 * months before can be looked at, the future cannot. NutUI's Calendar is a date chooser (a
 * popup of scrolling months); this only shows, so it is a small grid of our own.
 */
export const SignCalendar = observer(function SignCalendar() {
  const { me } = useStores()
  const calendar = me.calendar
  if (!calendar) return null
  const signed = new Set(calendar.days)
  const [year, month] = calendar.month.split('-').map(Number)
  const current = calendar.month >= calendar.today.slice(0, 7)
  const go = (delta: number) =>
    background(me.loadCalendar(me.monthFrom((shown) => shiftMonth(shown, delta))))

  return (
    <View className="sign-calendar">
      <View className="sign-calendar__head">
        <Button
          {...BUTTON_ROLE}
          size="small"
          fill="none"
          aria-label="上个月"
          className="sign-calendar__nav"
          icon={<ArrowLeft size={14} />}
          onClick={() => go(-1)}
        />
        <View className="sign-calendar__title" aria-live="polite">
          {year}年{month}月 · 已签到 {calendar.days.length} 天
        </View>
        <Button
          {...BUTTON_ROLE}
          size="small"
          fill="none"
          aria-label="下个月"
          className="sign-calendar__nav"
          disabled={current}
          {...ariaDisabled(current)}
          icon={<ArrowRight size={14} />}
          onClick={() => go(1)}
        />
      </View>
      <View className="sign-calendar__week" aria-hidden>
        {WEEKDAYS.map((day) => (
          <View key={day} className="sign-calendar__weekday">
            {day}
          </View>
        ))}
      </View>
      <View role="list" aria-label={`${year}年${month}月签到日历`}>
        {monthWeeks(calendar.month).map((week) => (
          <View key={week.find(Boolean) ?? ''} className="sign-calendar__week">
            {week.map((day, index) => {
              if (!day) return <View key={`pad-${index}`} className="sign-calendar__day" />
              const isSigned = signed.has(day)
              const isToday = day === calendar.today
              const label = `${Number(day.slice(5, 7))}月${Number(day.slice(8))}日${isToday ? '（今天）' : ''}${isSigned ? ' 已签到' : ''}`
              return (
                <View
                  key={day}
                  role="listitem"
                  aria-label={label}
                  className={[
                    'sign-calendar__day',
                    isSigned ? 'sign-calendar__day--signed' : '',
                    isToday ? 'sign-calendar__day--today' : '',
                  ].join(' ')}
                >
                  <View className="sign-calendar__date">{Number(day.slice(8))}</View>
                  {isSigned ? <View className="sign-calendar__mark">已签</View> : null}
                </View>
              )
            })}
          </View>
        ))}
      </View>
    </View>
  )
})
