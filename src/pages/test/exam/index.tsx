import { useCallback } from 'react'
import { BankHome } from '@/components/bank-home'
import { BankEntry } from '@/components/bank-home/entry'
import { PageLayout } from '@/components/page-layout'
import { replaceWith } from '@/services/navigation'
import { useRouteParams } from '@/services/use-route-params'

/**
 * exam (and examProv): the bank home of a named exam and subject; the province of the /p/
 * form does not change the bank (the exams are national). Switching goes to testHome.
 */
export default function ExamPage() {
  const params = useRouteParams<'exam'>()
  const examId = Number(params.examId)
  const subjectId = Number(params.subjectId)
  const show = useCallback(
    (exam: number, subject: number) =>
      replaceWith('testHome', { examId: exam, subjectId: subject }),
    [],
  )
  const valid = examId > 0 && subjectId > 0
  return (
    <PageLayout route="exam">
      {valid ? (
        <BankHome examId={examId} subjectId={subjectId} onSwitch={show} />
      ) : (
        <BankEntry examId={examId > 0 ? examId : undefined} onResolved={show} />
      )}
    </PageLayout>
  )
}
