import { useEffect, useState } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { confirm, errorMessage } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { EXAM_OPEN_TEXT, resumeText } from '@/utils/practice'

/** practice: starts an attempt at a paper in exam or practice mode (or resumes one), then shows it. */
export default function PracticeStartPage() {
  const params = useRouteParams<'practice'>()
  const paperId = Number(params.paperId)
  const mode = params.mode === 'exam' ? 'exam' : 'practice'
  const { practice } = useStores()
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    setError(null)
    // An attempt at the paper in this mode not yet submitted is offered first: 继续答题 goes
    // back to it, 重新开始 starts a new one (the open one stays until its time is up).
    // Practice mode while an exam at the paper runs: back to the exam, or hand it in first.
    const begin = async (): Promise<number | null> => {
      const open = await practice.openAttempts(paperId)
      const same = open.find((item) => item.mode === mode)
      const exam = open.find((item) => item.mode === 'exam')
      if (!current) return null
      if (same) {
        const resume = await confirm({
          title: '继续答题',
          content: resumeText(same),
          confirmText: '继续答题',
          cancelText: '重新开始',
        })
        if (resume) return same.attemptId
      } else if (mode === 'practice' && exam) {
        const resume = await confirm({
          title: '考试未交卷',
          content: EXAM_OPEN_TEXT,
          confirmText: '继续考试',
          cancelText: '交卷后练习',
        })
        if (resume) return exam.attemptId
        await practice.handIn(exam.attemptId)
      }
      return current ? practice.start(paperId, mode) : null
    }
    begin().then(
      (attemptId) => current && attemptId !== null && replaceWith('attempt', { attemptId }),
      (failure: unknown) => current && setError(errorMessage(failure)),
    )
    return () => {
      current = false
    }
  }, [practice, paperId, mode, attempt])

  return (
    <PageLayout route="practice">
      <ListState
        loading={error === null}
        error={error}
        empty={false}
        emptyText=""
        onRetry={() => setAttempt(attempt + 1)}
        reserve="60vh"
      />
    </PageLayout>
  )
}
