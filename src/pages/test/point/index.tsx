import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { ImportanceStars } from '@/components/importance-stars'
import { ListState } from '@/components/list-state'
import { OwnSetButton } from '@/components/own-set-button'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { background } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { flooredPercent } from '@common/rules/bank'
import '../list/index.scss'

/** bankPoint: one knowledge point, the lessons that teach it and its questions. */
export default observer(function BankPointPage() {
  const params = useRouteParams<'bankPoint'>()
  const pointId = Number(params.pointId)
  const { bankList } = useStores()

  useEffect(() => {
    if (pointId > 0) background(bankList.loadPoint(pointId))
  }, [bankList, pointId])

  const point = bankList.point?.id === pointId ? bankList.point : null
  const resource = point ? bankList.resource : null
  return (
    <PageLayout route="bankPoint">
      <View className="bank-list">
        <ListState
          loading={!point && !bankList.pointState.error}
          error={point ? null : bankList.pointState.error}
          empty={false}
          emptyText=""
          onRetry={() => background(bankList.loadPoint(pointId))}
        />
        {point ? (
          <>
            <View className="bank-list__heading" role="heading" aria-level={2}>
              {point.name}
            </View>
            <View className="bank-list__meta">
              {point.chapterTitle}
              <ImportanceStars importance={point.importance} />
            </View>
            <View className="bank-list__meta">
              共{point.questionCount}题 · 已做{point.done}题 · 正确率{' '}
              {flooredPercent(point.right, point.done)}%
            </View>
            {point.questionCount > 0 ? (
              <OwnSetButton
                className="bank-list__start"
                request={{ subjectId: point.subjectId, source: 'point', pointId: point.id }}
                label="练习本知识点"
              />
            ) : null}
            <View className="bank-list__group-title">相关课程</View>
            {resource && resource.lessons.length === 0 ? (
              <View className="bank-list__meta">暂无相关课程</View>
            ) : null}
            {resource?.lessons.map((lesson) => (
              <RouteLink
                key={lesson.lessonId}
                to="studyLesson"
                args={[{ courseId: lesson.courseId, lessonId: lesson.lessonId }]}
                className="bank-list__item"
              >
                <View className="bank-list__title">{lesson.title}</View>
                <View className="bank-list__meta">
                  {lesson.courseTitle}
                  {lesson.free ? ' · 免费' : ''}
                </View>
              </RouteLink>
            ))}
            <View className="bank-list__group-title">相关试题</View>
            {resource?.questions.map((question) => (
              <View key={question.id} className="bank-list__item">
                <View className="bank-list__title bank-list__title--stem">{question.stem}</View>
              </View>
            ))}
          </>
        ) : null}
      </View>
    </PageLayout>
  )
})
