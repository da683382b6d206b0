import { Button } from '@nutui/nutui-react-taro'
import type { AttemptReport, AttemptSummary, ReportGroup } from '@common/contracts/practice'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { ReportGrid } from '@/components/answer-sheet/report-grid'
import { isMissed, ReportReview } from '@/components/answer-sheet/report-review'
import { ListState } from '@/components/list-state'
import { QuestionDiscussion } from '@/components/question-discussion'
import { PageLayout } from '@/components/page-layout'
import { type PageShare, useShareCard } from '@/components/share-card'
import { BUTTON_ROLE } from '@/constants/accessibility'
import { routeUrl } from '@common/constants/routes'
import { copyText } from '@/services/clipboard'
import { goTo } from '@/services/navigation'
import { background, showError, toast } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { flooredPercent } from '@common/rules/bank'
import { unitsOf } from '@/utils/practice'
import { durationText } from '@/utils/time-text'
import { absoluteUrl, reportShareTitle } from '@/utils/share'
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
  const { app, practice, wechat } = useStores()
  // The review is long (every question with its 解析 and discussion): shown when asked for.
  const [review, setReview] = useState<'none' | 'wrong' | 'all'>('none')
  // A tap in 答题情况: the question to scroll to, counted so that a second tap scrolls again.
  const [target, setTarget] = useState<{ questionId: number; tap: number } | null>(null)
  useEffect(() => {
    if (target === null) return
    background(Taro.pageScrollTo({ selector: `#report-q-${target.questionId}`, duration: 300 }))
  }, [target])
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
  const unitList = useMemo(() => unitsOf(attempt?.questions ?? []), [attempt])
  const units = useMemo(() => new Map(unitList.map((unit) => [unit.question.id, unit])), [unitList])
  const share = () => {
    if (wechat.inWechat) toast('点右上角···分享')
    else
      background(copyText(absoluteUrl(routeUrl('attemptReport', { attemptId }), location.origin)))
  }
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
          {report && summary ? (
            <>
              <View className="report__actions">
                <Button type="primary" onClick={() => setReview('wrong')}>
                  错题解析
                </Button>
                <Button fill="outline" onClick={() => setReview('all')}>
                  全部解析
                </Button>
                <Button
                  fill="outline"
                  onClick={() =>
                    goTo('practice', { paperId: report.paperId, mode: attempt?.mode ?? 'exam' })
                  }
                >
                  再做一次
                </Button>
                <Button
                  fill="outline"
                  onClick={() => goTo('testHomeBySubject', { subjectId: summary.subjectId })}
                >
                  返回题库
                </Button>
                <Button fill="outline" onClick={share}>
                  分享成绩
                </Button>
              </View>
              {unitList.length > 0 ? (
                <ReportGrid
                  questions={report.questions}
                  units={unitList}
                  onOpen={(questionId) => {
                    setReview('all')
                    setTarget((last) => ({ questionId, tap: (last?.tap ?? 0) + 1 }))
                  }}
                />
              ) : null}
              <Groups title="题型正确率" groups={report.byType} />
              <Groups title="章节正确率" groups={report.byChapter} />
              {review === 'wrong' && !report.questions.some(isMissed) ? (
                <View className="report__title">本次没有错题，全部答对了</View>
              ) : null}
              {review !== 'none' ? (
                <ReportReview
                  questions={report.questions}
                  units={units}
                  mostMissed={report.mostMissed}
                  wrongOnly={review === 'wrong'}
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
              ) : null}
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
