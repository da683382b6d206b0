import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { BankHome } from '@/components/bank-home'
import { BankEntry } from '@/components/bank-home/entry'
import { PageLayout } from '@/components/page-layout'
import { useStores } from '@/stores/context'

/**
 * /test: the question-bank home of the exam and subject the learner chose last (the first
 * exam's first subject at first); switching stays on this tab.
 */
export default observer(function TestPage() {
  const { bank } = useStores()
  const [shown, setShown] = useState<{ examId: number; subjectId: number } | null>(null)
  const [entryFailed, setEntryFailed] = useState(false)
  const show = useCallback(
    (examId: number, subjectId: number) => setShown({ examId, subjectId }),
    [],
  )
  const onEntryFailed = useCallback(() => setEntryFailed(true), [])
  // The server's first view stays until the subject it drew (or a failure) is on screen.
  const ready =
    entryFailed ||
    bank.state.error !== null ||
    (shown !== null && bank.subject?.id === shown.subjectId)
  return (
    <PageLayout route="test" ready={ready}>
      {shown ? (
        <BankHome examId={shown.examId} subjectId={shown.subjectId} onSwitch={show} />
      ) : (
        <BankEntry onResolved={show} onFailed={onEntryFailed} />
      )}
    </PageLayout>
  )
})
