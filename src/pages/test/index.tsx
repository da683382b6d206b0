import { useCallback, useState } from 'react'
import { BankHome } from '@/components/bank-home'
import { BankEntry } from '@/components/bank-home/entry'
import { PageLayout } from '@/components/page-layout'

/**
 * /test: the question-bank home of the exam and subject the learner chose last (the first
 * exam's first subject at first); switching stays on this tab.
 */
export default function TestPage() {
  const [shown, setShown] = useState<{ examId: number; subjectId: number } | null>(null)
  const show = useCallback(
    (examId: number, subjectId: number) => setShown({ examId, subjectId }),
    [],
  )
  return (
    <PageLayout route="test">
      {shown ? (
        <BankHome examId={shown.examId} subjectId={shown.subjectId} onSwitch={show} />
      ) : (
        <BankEntry onResolved={show} />
      )}
    </PageLayout>
  )
}
