import { useEffect, useState } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { confirm, errorMessage } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'
import { resumeText } from '@/utils/practice'

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
    const begin = async (): Promise<number> => {
      const open = (await practice.openAttempts(paperId)).find((item) => item.mode === mode)
      if (open && current) {
        const resume = await confirm({
          title: '继续答题',
          content: resumeText(open),
          confirmText: '继续答题',
          cancelText: '重新开始',
        })
        if (resume) return open.attemptId
      }
      return practice.start(paperId, mode)
    }
    begin().then(
      (attemptId) => current && replaceWith('attempt', { attemptId }),
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
