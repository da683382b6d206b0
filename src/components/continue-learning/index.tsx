import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { goTo } from '@/services/navigation'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import './index.scss'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'

/** spec §4/§9: checked 300 ms after load, shown 5 seconds. */
export const LAST_STUDY_DELAY_MS = 300
export const LAST_STUDY_SHOWN_MS = 5000

/**
 * The continue-learning alert (spec §2/§4): 300 ms after the home page loads, a logged-in
 * learner who has not seen it this session sees their last lesson for 5 seconds.
 */
export const ContinueLearning = observer(function ContinueLearning() {
  const { home } = useStores()
  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined
    const checkTimer = setTimeout(() => {
      background(
        home.checkLastStudy().then((shown) => {
          if (shown) hideTimer = setTimeout(() => home.hideLastStudy(), LAST_STUDY_SHOWN_MS)
        }),
      )
    }, LAST_STUDY_DELAY_MS)
    return () => {
      clearTimeout(checkTimer)
      if (hideTimer) clearTimeout(hideTimer)
    }
  }, [home])

  const record = home.lastStudy
  if (!record) return null
  return (
    <View
      className="continue-learning"
      role="link"
      aria-label="继续学习"
      {...FOCUSABLE}
      {...keyActivation(() =>
        goTo('studyLesson', { courseId: record.courseId, lessonId: record.lessonId }),
      )}
      onClick={() => goTo('studyLesson', { courseId: record.courseId, lessonId: record.lessonId })}
    >
      <View className="continue-learning__text">上次学到：{record.lessonTitle}</View>
      <View className="continue-learning__action">继续学习 ›</View>
    </View>
  )
})
