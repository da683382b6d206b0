import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useBuyPrompt } from '@/components/buy-prompt'
import { useCourseActions } from '@/components/course-actions'
import { LessonDiscussion } from '@/components/lesson-discussion'
import { LessonList } from '@/components/lesson-list'
import { LessonPlayer } from '@/components/lesson-player'
import { useShareCard } from '@/components/share-card'
import { ListState } from '@/components/list-state'
import { LoginPromptDialog } from '@/components/login-prompts'
import { MissingPurchase } from '@/components/missing-purchase'
import { PageLayout } from '@/components/page-layout'
import { ACCESS } from '@common/constants/access'
import { replaceWith } from '@/services/navigation'
import { background } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { routeUrl } from '@common/constants/routes'
import { useStores } from '@/stores/context'
import './index.scss'

/** The open lesson's row in the list: what its player is really doing. */
const PLAYER_TEXT = { idle: '当前课时', playing: '播放中', paused: '已暂停' } as const

/** studyLesson: the lesson's video, the course's lessons, and the lesson's discussion. */
export default observer(function StudyLessonPage() {
  const params = useRouteParams<'studyLesson'>()
  const courseId = Number(params.courseId)
  const lessonId = Number(params.lessonId)
  const { course, discussion } = useStores()
  const buyPrompt = useBuyPrompt()
  const actions = useCourseActions(undefined, { replace: true, askLogin: buyPrompt.ask })
  const [loginPrompt, setLoginPrompt] = useState(false)
  const [player, setPlayer] = useState<keyof typeof PLAYER_TEXT>('idle')
  // Another lesson (下一课, a row) replaces this one: its player has not started.
  useEffect(() => setPlayer('idle'), [lessonId])

  useEffect(() => {
    if (!(courseId > 0 && lessonId > 0)) return
    if (course.courseId !== courseId || !course.courseInfo) background(course.load(courseId))
    background(course.loadLesson(courseId, lessonId))
    background(discussion.open(lessonId))
  }, [course, discussion, courseId, lessonId])

  const lesson = course.curLesson?.id === lessonId ? course.curLesson : null
  const courseTitle = course.courseId === courseId ? course.courseInfo?.title : undefined
  useShareCard(
    lesson && {
      title: lesson.lessonTitle,
      desc: courseTitle ? `来自课程：${courseTitle}` : '一起来学这节课',
      path: routeUrl('studyLesson', { courseId, lessonId }),
      image: course.courseInfo?.picture,
    },
  )
  const nextLessonId = lesson?.nextLessonId
  // What goes on after the paywall: this lesson, as the course's list has it.
  const thisLesson = () => course.lessonLists.find((item) => item.id === lessonId)
  const blocked = course.lessonState.error === null ? null : course.lessonState
  return (
    <PageLayout route="studyLesson">
      {lesson ? (
        <LessonPlayer
          lesson={lesson}
          onSave={(seconds) => background(course.savePosition(lesson.id, seconds))}
          onFirstPlay={() => background(course.mark(courseId, lesson.id))}
          onPlayingChange={(playing) => setPlayer(playing ? 'playing' : 'paused')}
          onNext={
            nextLessonId
              ? () => replaceWith('studyLesson', { courseId, lessonId: nextLessonId })
              : undefined
          }
        />
      ) : blocked ? (
        <View className="study-lesson__blocked" role="alert">
          {blocked.errorCode === 403 && course.access === ACCESS.needsActivation ? (
            <View className="study-lesson__activate">
              <View>本课程尚未激活，激活后即可学习</View>
              <View
                role="button"
                className="study-lesson__button"
                onClick={() => actions.unlock(thisLesson())}
              >
                立即激活
              </View>
            </View>
          ) : blocked.errorCode === 403 ? (
            <MissingPurchase visitor={!course.accessResult.loggedIn} />
          ) : (
            <View className="study-lesson__error">{blocked.error}</View>
          )}
        </View>
      ) : (
        <ListState
          loading
          error={null}
          empty={false}
          emptyText=""
          onRetry={() => background(course.loadLesson(courseId, lessonId))}
          reserve="56vw"
        />
      )}
      {lesson && (
        <View className="study-lesson__head">
          <View role="heading" aria-level={2} className="study-lesson__title">
            {lesson.lessonTitle}
          </View>
          <View className="study-lesson__course">{lesson.courseTitle}</View>
        </View>
      )}
      <View className="study-lesson__section" role="heading" aria-level={2}>
        课程目录
      </View>
      <LessonList
        items={course.courseId === courseId ? course.lessonLists : []}
        currentLessonId={lessonId}
        currentState={PLAYER_TEXT[player]}
        onOpen={actions.openLesson}
      />
      <LessonDiscussion onVisitor={() => setLoginPrompt(true)} />
      <LoginPromptDialog visible={loginPrompt} onClose={() => setLoginPrompt(false)} />
      {buyPrompt.element}
    </PageLayout>
  )
})
