import { useEffect, useState } from 'react'
import { ListState } from '@/components/list-state'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { errorMessage } from '@/services/notify'
import { useRouteParams } from '@/services/use-route-params'
import { useStores } from '@/stores/context'

/** practice: starts an attempt at a paper in exam or practice mode, then shows it. */
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
    practice.start(paperId, mode).then(
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
