import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { BuyFooter } from '@/components/buy-footer'
import { ACCESS } from '@common/constants/access'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { useBuyPrompt } from '@/components/buy-prompt'
import { useCourseActions } from '@/components/course-actions'
import { LessonList } from '@/components/lesson-list'
import { ListState } from '@/components/list-state'
import { MissingPurchase } from '@/components/missing-purchase'
import { PageLayout } from '@/components/page-layout'
import { CoursePrice } from '@/components/course-price'
import { useShareCard } from '@/components/share-card'
import { StudyHeader } from '@/components/study-header'
import { background, hideToast, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { routeUrl } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import { isFree } from '@common/rules/price'
import { footerActionText, ownedStatusText, trialLessons } from './footer-action'
import './index.scss'

/** A section of the course page, the target of its 介绍 · 试听 · 目录 bar. */
function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <View id={id} className="course-info__section" role="heading" aria-level={2}>
      {children}
    </View>
  )
}

/** courseInfo: the course, its lessons by chapter, and what the learner's access allows. */
export default observer(function CourseInfoPage() {
  const params = useRouteParams<'courseInfo'>()
  const courseId = Number(params.courseId)
  const classId = Number(params.class) || undefined
  const { course } = useStores()
  const buyPrompt = useBuyPrompt()
  const actions = useCourseActions(classId, { askLogin: buyPrompt.ask })

  useEffect(() => {
    if (!Number.isInteger(courseId) || courseId <= 0) return
    // spec §2 loading toast while the course loads.
    toast('数据加载中', 'loading')
    background(course.load(courseId).finally(hideToast))
  }, [course, courseId])

  const info = course.courseId === courseId ? course.courseInfo : null
  useShareCard(
    info && {
      title: info.title,
      desc: `主讲：${info.teacher} · ${info.lessonCount} 课时 · ${info.studentCount} 人在学`,
      path: routeUrl('courseInfo', { courseId }),
      image: info.picture,
    },
  )
  const jumpTo = (id: string) =>
    background(Taro.pageScrollTo({ selector: `#${id}`, duration: 300 }))
  const { accessResult } = course
  const trial = info ? trialLessons(course.lessonLists, info.discountPrice) : []
  const sections = [
    ...(info?.description ? [{ id: 'course-intro', name: '介绍' }] : []),
    ...(trial.length > 0 ? [{ id: 'course-trial', name: '试听' }] : []),
    { id: 'course-catalogue', name: '目录' },
  ]
  return (
    <PageLayout route="courseInfo" ready={info !== null || course.state.error !== null}>
      <ListState
        loading={!info && !course.state.error}
        error={course.state.error}
        empty={false}
        emptyText=""
        onRetry={() => background(course.load(courseId))}
        reserve="100vh"
      />
      {info && (
        <>
          <StudyHeader
            picture={info.picture}
            title={info.title}
            facts={`主讲：${info.teacher} · ${info.lessonCount} 课时 · ${info.studentCount} 人在学`}
          >
            <CoursePrice
              price={info.price}
              discountPrice={info.discountPrice}
              validityDays={info.validityDays}
              expireAt={accessResult.expireAt}
            />
          </StudyHeader>
          {accessResult.access === ACCESS.needsPurchase && !isFree(info.discountPrice) && (
            <MissingPurchase visitor={!accessResult.loggedIn} />
          )}
          <View className="course-info__nav" role="navigation" aria-label="课程内容">
            {sections.map((section) => (
              <View
                key={section.id}
                role="link"
                {...FOCUSABLE}
                {...keyActivation(() => jumpTo(section.id))}
                className="course-info__nav-item"
                onClick={() => jumpTo(section.id)}
              >
                {section.name}
              </View>
            ))}
          </View>
          {info.description && (
            <>
              <SectionHeading id="course-intro">课程介绍</SectionHeading>
              <View className="course-info__description">{info.description}</View>
            </>
          )}
          {trial.length > 0 && (
            <>
              <SectionHeading id="course-trial">免费试听</SectionHeading>
              <LessonList items={trial} onOpen={actions.openLesson} />
            </>
          )}
          <SectionHeading id="course-catalogue">课程目录</SectionHeading>
          <LessonList items={course.lessonLists} onOpen={actions.openLesson} />
          <BuyFooter
            price={info.price}
            discountPrice={info.discountPrice}
            actionText={footerActionText(course.action, course.lessonLists)}
            status={ownedStatusText(
              course.action,
              isFree(info.discountPrice),
              accessResult.expireAt,
            )}
            onPress={actions.pressFooter}
          />
        </>
      )}
      {buyPrompt.element}
    </PageLayout>
  )
})
