import { Button, Progress } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { SchoolImage } from '@/components/school-image'
import { StudyTabs } from '@/components/study-tabs'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { studiedAgoText } from '@/utils/user-centre'
import '../study.scss'

/** userStudyRecent (最近学习): the last lesson of each course studied, newest first. */
export default observer(function UserStudyRecentPage() {
  const { myStudy } = useStores()
  const recent = myStudy.recent
  useEffect(() => {
    background(recent.reload())
  }, [recent])
  // Back from a lesson: it is now the newest.
  useDidShow(() => {
    if (recent.state.settled) background(recent.reload())
  })
  const now = Date.now()
  return (
    <PageLayout route="userStudyRecent">
      <StudyTabs current="userStudyRecent" />
      <ListState
        loading={recent.state.pending}
        error={recent.items.length === 0 ? recent.state.error : null}
        empty={recent.state.loaded && recent.items.length === 0}
        emptyText="还没有学习记录，去选一门课开始学习吧"
        onRetry={() => background(recent.reload())}
      />
      <View role="list" aria-label="最近学习">
        {recent.items.map((item) => (
          <View role="listitem" key={item.courseId}>
            <RouteLink
              to="studyLesson"
              args={[{ courseId: item.courseId, lessonId: item.lessonId }]}
              className="my-study"
              label={`继续学习：${item.courseTitle}，${item.lessonTitle}，已学 ${item.progress}%`}
            >
              <View className="my-study__cover">
                <SchoolImage src={item.cover} alt="" width={400} height={300} />
              </View>
              <View className="my-study__body">
                <View className="my-study__title">{item.courseTitle}</View>
                <View className="my-study__line">学到：{item.lessonTitle}</View>
                <View className="my-study__line">{studiedAgoText(item.studiedAt, now)}</View>
                <View className="my-study__progress">
                  <Progress className="my-study__bar" percent={item.progress} strokeWidth="4" />
                  已学 {item.progress}%
                </View>
              </View>
            </RouteLink>
          </View>
        ))}
      </View>
      {recent.hasMore ? (
        <Button
          {...BUTTON_ROLE}
          className="my-study__more"
          block
          fill="none"
          loading={recent.state.isFetching}
          onClick={() => background(recent.loadMore())}
        >
          加载更多
        </Button>
      ) : null}
    </PageLayout>
  )
})
