import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { errorMessage } from '@/services/notify'
import { useStores } from '@/stores/context'
import { ListState } from '../list-state'

interface BankEntryProps {
  examId?: number
  subjectId?: number
  /** Called once the exam and subject are known (spec §2 entry redirect rules). */
  onResolved: (examId: number, subjectId: number) => void
  /** Called when the exam or subject cannot be found out (the page shows why, with a retry). */
  onFailed?: () => void
}

/**
 * spec §2 entry rules of the bank home: an exam only takes its remembered subject, else its
 * first; a subject only takes its exam. Shows loading, or the failure with a retry.
 */
export const BankEntry = observer(function BankEntry({
  examId,
  subjectId,
  onResolved,
  onFailed,
}: BankEntryProps) {
  const { bank } = useStores()
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    const resolve = async () => {
      if (examId && subjectId) return [examId, subjectId] as const
      if (subjectId) return [await bank.examOfSubject(subjectId), subjectId] as const
      const exam = examId ?? bank.lastExam()
      const subject = await bank.subjectForExam(exam)
      if (subject === null) throw new Error('该考试暂无题库')
      return [exam, subject] as const
    }
    setError(null)
    resolve().then(
      ([exam, subject]) => current && onResolved(exam, subject),
      (failure: unknown) => {
        if (!current) return
        setError(errorMessage(failure))
        onFailed?.()
      },
    )
    return () => {
      current = false
    }
  }, [bank, examId, subjectId, onResolved, onFailed, attempt])

  return (
    <View className="bank-entry">
      <ListState
        loading={error === null}
        error={error}
        empty={false}
        emptyText=""
        onRetry={() => setAttempt(attempt + 1)}
        reserve="60vh"
      />
    </View>
  )
})
