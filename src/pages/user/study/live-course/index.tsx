import type { MyLive } from '@shared/user-centre'
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

/** The learner's live courses from their live lessons: how many, and the next one. */
function liveCourses(lives: readonly MyLive[]) {
  const courses = new Map<
    number,
    { courseId: number; title: string; count: number; next: MyLive | null }
  >()
  for (const live of lives) {
    const course = courses.get(live.courseId) ?? {
      courseId: live.courseId,
      title: live.courseTitle,
      count: 0,
      next: null,
    }
    course.count += 1
    if (live.state !== 'ended' && (!course.next || live.startTime < course.next.startTime)) {
      course.next = live
    }
    courses.set(live.courseId, course)
  }
  return [...courses.values()]
}

/** userStudyLiveCourse (直播课程): the learner's courses that have live lessons. */
export default observer(function UserStudyLiveCoursePage() {
  const { myStudy } = useStores()
  useEffect(() => {
    background(myStudy.loadLives())
  }, [myStudy])
  const state = myStudy.livesState
  const courses = liveCourses(myStudy.lives)
  return (
    <PageLayout route="userStudyLiveCourse">
      <StudyTabs current="userStudyLiveCourse" />
      <ListState
        loading={state.pending}
        error={state.error}
        empty={state.loaded && courses.length === 0}
        emptyText="你还没有直播课程"
        onRetry={() => background(myStudy.loadLives())}
      />
      <View role="list" aria-label="直播课程">
        {courses.map((course) => (
          <View role="listitem" key={course.courseId}>
            <RouteLink
              to="liveCourse"
              args={[{ courseId: course.courseId }]}
              className="my-study"
              label={`${course.title}，${course.count} 场直播`}
            >
              <View className="my-study__body">
                <View className="my-study__title">{course.title}</View>
                <View className="my-study__line">共 {course.count} 场直播</View>
                <View className="my-study__line">
                  {course.next
                    ? `下一场：${course.next.lessonTitle} ${course.next.startTime.slice(0, 16)}`
                    : '直播已全部结束，可看回放'}
                </View>
              </View>
            </RouteLink>
          </View>
        ))}
      </View>
    </PageLayout>
  )
})
