import { useCallback } from 'react'
import { BankHome } from '@/components/bank-home'
import { BankEntry } from '@/components/bank-home/entry'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { useRouteParams } from '@/services/use-route-params'

const idOf = (value: string | undefined) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * testHome and its two short forms (spec §2 entry rules): exam and subject show the bank home;
 * an exam only or a subject only is completed and the address replaced.
 */
export default function TestHomePage() {
  const params = useRouteParams<'testHome'>()
  const examId = idOf(params.examId)
  const subjectId = idOf(params.subjectId)
  const show = useCallback(
    (exam: number, subject: number) =>
      replaceWith('testHome', { examId: exam, subjectId: subject }),
    [],
  )
  return (
    <PageLayout route="testHome">
      {examId && subjectId ? (
        <BankHome examId={examId} subjectId={subjectId} onSwitch={show} />
      ) : (
        <BankEntry examId={examId} subjectId={subjectId} onResolved={show} />
      )}
    </PageLayout>
  )
}
