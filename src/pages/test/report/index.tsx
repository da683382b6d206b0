import type { ReportGroup } from '@shared/practice'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { ReportReview } from '@/components/answer-sheet/report-review'
import { ListState } from '@/components/list-state'
import { QuestionDiscussion } from '@/components/question-discussion'
import { PageLayout } from '@/components/page-layout'
import { background, showError, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { flooredPercent } from '@/utils/bank'
import { formatCountdown, unitsOf } from '@/utils/practice'
import '@/components/answer-sheet/index.scss'

function Groups({ title, groups }: { title: string; groups: ReportGroup[] }) {
  return (
    <View className="report__groups">
      <View className="report__title" role="heading" aria-level={2}>
        {title}
      </View>
      {groups.map((group) => (
        <View key={group.name} className="report__group">
          <View className="report__group-name">{group.name}</View>
          <View className="report__group-figures">
            正确率 {flooredPercent(group.right, group.questions)}% · 得分 {group.earned}/
            {group.score}
          </View>
        </View>
      ))}
    </View>
  )
}

/** attemptReport: score and pass, time, rank, accuracy by type and chapter, the review. */
export default observer(function ReportPage() {
  const params = useRouteParams<'attemptReport'>()
  const attemptId = Number(params.attemptId)
  const { practice } = useStores()

  useEffect(() => {
    if (attemptId > 0) background(practice.loadReport(attemptId))
  }, [practice, attemptId])

  const report = practice.report?.attemptId === attemptId ? practice.report : null
  const attempt = practice.attempt?.attemptId === attemptId ? practice.attempt : null
  const units = useMemo(
    () => new Map(unitsOf(attempt?.questions ?? []).map((unit) => [unit.question.id, unit])),
    [attempt],
  )
  return (
    <PageLayout route="attemptReport">
      <ListState
        loading={!report && !practice.reportState.error}
        error={report ? null : practice.reportState.error}
        empty={false}
        emptyText=""
        onRetry={() => background(practice.loadReport(attemptId))}
        reserve="60vh"
      />
      {report ? (
        <View className="report">
          <View className={`report__score report__score--${report.passed ? 'pass' : 'fail'}`}>
            <View className="report__figure" aria-label="得分">
              {report.score}
            </View>
            <View>
              满分{report.totalScore}分 · {report.passed ? '合格' : '未合格'}（合格线
              {report.passScore}分）
            </View>
            <View>
              用时 {formatCountdown(report.usedSeconds)}
              {report.ranked ? ` · 击败了${report.beatPercent}%的考生` : ''}
            </View>
          </View>
          <Groups title="题型正确率" groups={report.byType} />
          <Groups title="章节正确率" groups={report.byChapter} />
          <ReportReview
            questions={report.questions}
            units={units}
            mostMissed={report.mostMissed}
            footer={(questionId) => <QuestionDiscussion questionId={questionId} />}
            onMark={(questionId, earned) =>
              background(
                practice.mark(questionId, earned).then(
                  (done) => done && toast(`已自评${earned}分`),
                  (error: unknown) => showError(error),
                ),
              )
            }
          />
        </View>
      ) : null}
    </PageLayout>
  )
})
