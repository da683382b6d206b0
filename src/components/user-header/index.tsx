import { Button, DatePicker } from '@nutui/nutui-react-taro'
import { View, Text } from '@tarojs/components'
import dayjs from 'dayjs'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { RouteLink } from '@/components/route-link'
import { SchoolImage } from '@/components/school-image'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background, showError, toast } from '@/services/notify'
import { useStores } from '@/stores/context'
import { chinaTime } from '@common/rules/china-time'
import {
  examCountdownText,
  examDateButtonLabel,
  learnerCardName,
  maskMobile,
  signInLabel,
} from '@common/rules/learner-card'
import './index.scss'

/** How far ahead an exam date may be set (the server refuses beyond it too). */
const EXAM_YEARS_AHEAD = 3

/** 签到: once a day; says what it gave (and the streak bonus), or that today is done. */
export function useSignIn() {
  const { me } = useStores()
  return async () => {
    try {
      const result = await me.signIn()
      if (result.already) {
        toast('今日已签到')
        return
      }
      toast(
        result.bonus > 0
          ? `签到成功，积分 +${result.points}（连续签到 ${result.streak} 天奖励 ${result.bonus}）`
          : `签到成功，积分 +${result.points}`,
        'success',
      )
    } catch (error) {
      showError(error)
    }
  }
}

/** The exam-date countdown and its date picker. */
const ExamDate = observer(function ExamDate() {
  const { me } = useStores()
  const [picking, setPicking] = useState(false)
  const summary = me.summary
  if (!summary) return null
  // The server counts China days: the picker starts at China's today, whatever the phone's zone.
  const today = dayjs(chinaTime(Date.now(), 'YYYY-MM-DD'))
  const chosen = summary.examDate ? dayjs(summary.examDate) : null

  const save = async (date: string) => {
    try {
      const info = await me.setExamDate(date)
      toast(examCountdownText(info.daysLeft), 'success')
    } catch (error) {
      showError(error)
    }
  }

  return (
    <View className="user-header__exam">
      <View className="user-header__countdown" role="timer" aria-label="考试倒计时">
        {examCountdownText(summary.daysLeft)}
        {summary.examDate ? (
          <Text className="user-header__exam-date">考试日期 {summary.examDate}</Text>
        ) : null}
      </View>
      <Button
        {...BUTTON_ROLE}
        size="small"
        fill="outline"
        className="user-header__exam-button"
        onClick={() => setPicking(true)}
      >
        {examDateButtonLabel(summary.examDate)}
      </Button>
      <DatePicker
        key={summary.examDate ?? 'none'}
        title="选择考试日期"
        type="date"
        visible={picking}
        showChinese
        startDate={today.toDate()}
        endDate={today.add(EXAM_YEARS_AHEAD, 'year').toDate()}
        defaultValue={(chosen ?? today.add(3, 'month')).toDate()}
        onClose={() => setPicking(false)}
        onConfirm={(_options, values) => {
          const [year, month, day] = values.map(Number)
          background(save(dayjs(new Date(year, month - 1, day)).format('YYYY-MM-DD')))
        }}
      />
    </View>
  )
})

/** The user centre's header for a learner: who, points, today's sign-in, the exam countdown. */
export const UserHeader = observer(function UserHeader() {
  const { me, app } = useStores()
  const signIn = useSignIn()
  const summary = me.summary
  if (!summary) return null
  const name = learnerCardName(summary.nickname, app.userInfo?.name, summary.mobile)
  return (
    <View className="user-header">
      <View className="user-header__who">
        <View className="user-header__avatar" aria-hidden>
          {summary.avatar ? (
            <SchoolImage src={summary.avatar} alt="" width={52} height={52} />
          ) : (
            name.slice(0, 1)
          )}
        </View>
        <View className="user-header__names">
          <Text className="user-header__name">{name}</Text>
          {summary.mobile ? (
            <Text className="user-header__mobile">{maskMobile(summary.mobile)}</Text>
          ) : null}
        </View>
        <Button
          {...BUTTON_ROLE}
          size="small"
          className="user-header__sign"
          fill={summary.signedToday ? 'outline' : undefined}
          loading={me.signState.isSaving}
          onClick={() => background(signIn())}
        >
          {signInLabel(summary.signedToday)}
        </Button>
      </View>
      <RouteLink
        to="userPoints"
        className="user-header__points"
        label={`我的积分 ${summary.points}`}
      >
        <Text className="user-header__points-value">{summary.points}</Text>
        <Text className="user-header__points-label">积分</Text>
        {summary.streak > 0 ? (
          <Text className="user-header__streak">已连续签到 {summary.streak} 天</Text>
        ) : null}
      </RouteLink>
      <ExamDate />
    </View>
  )
})
