import { Select } from 'antd'
import { useEffect, useState } from 'react'
import type { ConsoleExam } from '@common/contracts/console-bank'
import { exams as loadExams } from '../services/bank-catalogue'

/** Every subject of the bank as one choice each, named by its exam, year and name. */
export function subjectOptions(exams: readonly ConsoleExam[]) {
  return exams.flatMap((exam) =>
    exam.subjects.map((subject) => ({
      value: subject.id,
      label: `${exam.name} · ${subject.year} ${subject.name}`,
    })),
  )
}

/** The bank's subjects by exam and year; picks the first one when none is chosen. */
export function SubjectSelect({
  value,
  onChange,
}: {
  value?: number
  onChange: (subjectId: number) => void
}) {
  const [exams, setExams] = useState<ConsoleExam[]>([])
  useEffect(() => {
    loadExams().then(
      (list) => {
        setExams(list)
        const first = list[0]?.subjects[0]?.id
        if (value === undefined && first !== undefined) onChange(first)
      },
      () => undefined,
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once; the first choice only when empty
  }, [])
  return (
    <Select
      aria-label="科目"
      style={{ width: '100%', maxWidth: 480 }}
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={(subjectId: number) => onChange(subjectId)}
      options={exams.map((exam) => ({
        label: exam.name,
        title: exam.name,
        options: exam.subjects.map((subject) => ({
          value: subject.id,
          label: `${subject.year} ${subject.name}`,
        })),
      }))}
    />
  )
}
