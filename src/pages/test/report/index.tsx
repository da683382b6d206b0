import { Button } from '@nutui/nutui-react-taro'
import type { AttemptReport, AttemptSummary, ReportGroup } from '@common/contracts/practice'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { ReportReview } from '@/components/answer-sheet/report-review'
import { ListState } from '@/components/list-state'
import { QuestionDiscussion } from '@/components/question-discussion'
import { PageLayout } from '@/components/page-layout'
import { type PageShare, useShareCard } from '@/components/share-card'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { routeUrl } from '@common/constants/routes'
import { goTo } from '@/services/navigation'
import { background, showError, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { flooredPercent } from '@common/rules/bank'
import { unitsOf } from '@/utils/practice'
import { durationText } from '@/utils/time-text'
import { reportShareTitle } from '@/utils/share'
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

function scoreOf(report: AttemptReport) {
  const { score, passed, beatPercent, totalScore, passScore, usedSeconds, ranked } = report
  return { score, passed, beatPercent, totalScore, passScore, usedSeconds, ranked }
}

/** The page's share card: the learner's own score, or the shared one a friend opened. */
function reportShare(summary: AttemptSummary | null): PageShare | null {
  if (!summary) return null
  return {
    title: summary.mine
      ? reportShareTitle(summary.paperTitle, summary.score)
      : `${summary.paperTitle}成绩：${summary.score} 分`,
    desc: summary.ranked
      ? `满分${summary.totalScore}分，击败了${summary.beatPercent}%的考生，来和我比一比`
      : `满分${summary.totalScore}分，${summary.passed ? '合格' : '还要加油'}`,
    path: routeUrl('attemptReport', { attemptId: summary.attemptId }),
  }
}

/**
 * attemptReport: score and pass, time, rank, accuracy by type and chapter, the review. A report
 * shared with a friend shows them its score (never the answers) and the way to the bank.
 */
export default observer(function ReportPage() {
  const params = useRouteParams<'attemptReport'>()
  const attemptId = Number(params.attemptId)
  const { app, practice } = useStores()
  const viewer = app.isLogin ? app.userInfo?.uid : null

  // Read again when the viewer changes: the learner who logs in sees their whole report.
  useEffect(() => {
    if (attemptId > 0) background(practice.loadReport(attemptId))
  }, [practice, attemptId, viewer])

  const shared = practice.summary?.attemptId === attemptId ? practice.summary : null
  const report = shared?.mine && practice.report?.attemptId === attemptId ? practice.report : null
  // The learner's own marks (自评) change the report's score after the summary was read.
  const summary = shared && report ? { ...shared, ...scoreOf(report) } : shared
  const attempt = practice.attempt?.attemptId === attemptId ? practice.attempt : null
  const units = useMemo(
    () => new Map(unitsOf(attempt?.questions ?? []).map((unit) => [unit.question.id, unit])),
    [attempt],
  )
  useShareCard(reportShare(summary))
  const ready = summary && (report || !summary.mine)
  return (
    <PageLayout route="attemptReport">
      <ListState
        loading={!ready && !practice.reportState.error}
        error={ready ? null : practice.reportState.error}
        empty={false}
        emptyText=""
        onRetry={() => background(practice.loadReport(attemptId))}
        reserve="60vh"
      />
      {summary && ready ? (
        <View className="report">
          {summary.mine ? null : <View className="report__shared">{summary.paperTitle}</View>}
          <View className={`report__score report__score--${summary.passed ? 'pass' : 'fail'}`}>
            <View className="report__figure" aria-label="得分">
              {summary.score}
            </View>
            <View>
              满分{summary.totalScore}分 · {summary.passed ? '合格' : '未合格'}（合格线
              {summary.passScore}分）
            </View>
            <View>
              用时 {durationText(summary.usedSeconds)}
              {summary.ranked ? ` · 击败了${summary.beatPercent}%的考生` : ''}
            </View>
          </View>
          {report ? (
            <>
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
            </>
          ) : (
            <View className="report__invite">
              <Button
                {...BUTTON_ROLE}
                type="primary"
                block
                onClick={() => goTo('testHomeBySubject', { subjectId: summary.subjectId })}
              >
                我也去练练
              </Button>
            </View>
          )}
        </View>
      ) : null}
    </PageLayout>
  )
})
