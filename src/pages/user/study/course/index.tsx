import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { SchoolImage } from '@/components/school-image'
import { StudyTabs } from '@/components/study-tabs'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { validityText } from '@/utils/user-centre'
import { BankItem } from './bank-item'
import { ProgressLine, ValidityBadge } from './row-parts'
import '../study.scss'

const SOURCE_TEXT = { purchase: '已购', free: '免费', classroom: '班级课程' } as const

/**
 * userStudyCourse (我的课程): the learner's courses by the store's goods types, then the banks
 * the learner holds (under the 题库 goods type too), each with 去做题.
 */
export default observer(function UserStudyCoursePage() {
  const { myStudy } = useStores()
  useEffect(() => {
    background(myStudy.loadGoodsTypes())
    background(myStudy.loadCourses(myStudy.topId))
  }, [myStudy])
  useDidShow(() => {
    if (myStudy.coursesState.settled) background(myStudy.loadCourses(myStudy.topId))
  })

  const tabs = [{ id: 0, name: '全部' }, ...myStudy.goodsTypes]
  const state = myStudy.coursesState
  return (
    <PageLayout route="userStudyCourse">
      <StudyTabs current="userStudyCourse" />
      {myStudy.goodsTypes.length > 0 ? (
        <AppTabs
          value={myStudy.topId}
          label="课程分类"
          onChange={(value) => background(myStudy.loadCourses(Number(value)))}
        >
          {tabs.map((tab) => (
            <AppTabPane key={tab.id} title={tab.name} value={tab.id} />
          ))}
        </AppTabs>
      ) : null}
      <ListState
        loading={state.isFetching && myStudy.courses.length === 0}
        error={state.error}
        empty={state.loaded && !state.isFetching && myStudy.courses.length === 0}
        emptyText="这里还没有课程，去选课中心看看吧"
        onRetry={() => background(myStudy.loadCourses(myStudy.topId))}
      />
      <View role="list" aria-label="我的课程">
        {myStudy.courses.map((course) => {
          if (course.kind === 'bank')
            return <BankItem key={`bank-${course.subjectId}`} bank={course} />
          const validity = validityText(course)
          return (
            <View role="listitem" key={course.courseId}>
              <RouteLink
                to="courseInfo"
                args={[{ courseId: course.courseId }]}
                className="my-study"
                label={`${course.title}，已学 ${course.lessonsDone}/${course.lessonsTotal} 课时，${validity}`}
              >
                <View className="my-study__cover">
                  <SchoolImage src={course.cover} alt="" width={400} height={300} />
                </View>
                <View className="my-study__body">
                  <View className="my-study__title">{course.title}</View>
                  <View className="my-study__line">
                    {course.teacher ? `${course.teacher} · ` : ''}
                    {SOURCE_TEXT[course.source]}
                    <ValidityBadge held={course} />
                  </View>
                  <ProgressLine percent={course.progress}>
                    {course.lessonsDone}/{course.lessonsTotal} 课时
                  </ProgressLine>
                </View>
              </RouteLink>
            </View>
          )
        })}
      </View>
    </PageLayout>
  )
})
