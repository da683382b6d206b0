import { Select } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { LessonChoice } from '@common/contracts/console-courses'
import { lessonChoices, lessonsById } from '../services/bank-catalogue'

const labelOf = (lesson: LessonChoice) => `${lesson.title}（${lesson.courseTitle}）`

/** Lessons chosen by searching their titles; a form field of lesson ids. */
export function LessonPicker({
  value = [],
  onChange,
  id,
}: {
  value?: number[]
  onChange?: (ids: number[]) => void
  id?: string
}) {
  const [options, setOptions] = useState<LessonChoice[]>([])
  const known = useRef(new Map<number, LessonChoice>())
  const remember = (lessons: LessonChoice[]) => {
    for (const lesson of lessons) known.current.set(lesson.id, lesson)
  }
  const initial = useRef(value)
  useEffect(() => {
    if (initial.current.length === 0) return
    lessonsById(initial.current).then(
      (lessons) => {
        remember(lessons)
        setOptions(lessons)
      },
      () => undefined,
    )
  }, [])
  const search = (keyword: string) => {
    if (!keyword.trim()) return
    lessonChoices(keyword.trim()).then(
      (lessons) => {
        remember(lessons)
        const chosen = value
          .map((each) => known.current.get(each))
          .filter(Boolean) as LessonChoice[]
        setOptions([...chosen, ...lessons.filter((lesson) => !value.includes(lesson.id))])
      },
      () => undefined,
    )
  }
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      placeholder="输入课时名称搜索"
      value={value}
      onChange={(ids: number[]) => onChange?.(ids)}
      onSearch={search}
      options={options.map((lesson) => ({ value: lesson.id, label: labelOf(lesson) }))}
      notFoundContent="输入课时名称搜索"
    />
  )
}
