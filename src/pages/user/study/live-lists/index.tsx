import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { StudyTabs } from '@/components/study-tabs'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import '../study.scss'

const STATE_TEXT = { upcoming: '未开始', live: '直播中', ended: '已结束' } as const

/**
 * userStudyLiveLists (我的直播): the live lessons of the learner's courses, upcoming and live
 * first; each leads to its live course page.
 */
export default observer(function UserStudyLiveListsPage() {
  const { myStudy } = useStores()
  useEffect(() => {
    background(myStudy.loadLives())
  }, [myStudy])
  const state = myStudy.livesState
  return (
    <PageLayout route="userStudyLiveLists">
      <StudyTabs current="userStudyLiveLists" />
      <ListState
        loading={state.pending}
        error={state.error}
        empty={state.loaded && myStudy.lives.length === 0}
        emptyText="你的课程还没有直播"
        onRetry={() => background(myStudy.loadLives())}
      />
      <View role="list" aria-label="我的直播">
        {myStudy.lives.map((live) => (
          <View role="listitem" key={live.liveId}>
            <RouteLink
              to="liveCourse"
              args={[{ courseId: live.courseId }]}
              className="my-study"
              label={`${live.lessonTitle}，${STATE_TEXT[live.state]}，${live.startTime.slice(0, 16)}`}
            >
              <View className="my-study__body">
                <View className="my-study__title">
                  {live.lessonTitle}
                  <View
                    className={`my-study__badge ${live.state === 'ended' ? 'my-study__badge--off' : ''}`}
                  >
                    {STATE_TEXT[live.state]}
                  </View>
                </View>
                <View className="my-study__line">{live.courseTitle}</View>
                <View className="my-study__line">
                  {live.startTime.slice(0, 16)} - {live.endTime.slice(11, 16)}
                  {live.teacher ? ` · ${live.teacher}` : ''}
                </View>
              </View>
            </RouteLink>
          </View>
        ))}
      </View>
    </PageLayout>
  )
})
