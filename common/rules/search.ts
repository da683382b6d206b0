import { EXAMS } from '../constants/exams'

/** The exam (spec §3 id) a course category's name is about, or null when it names none. */
export function examOfCategory(name: string | null | undefined): number | null {
  if (!name) return null
  return EXAMS.find((exam) => name.includes(exam.keyword))?.id ?? null
}

/**
 * The items of the learner's current exam first, each group in its own order: a learner
 * preparing for 中级 who searches 经济法 sees 中级's 经济法 before CPA's.
 */
export function currentExamFirst<T>(
  items: readonly T[],
  examsOf: (item: T) => readonly number[],
  examId: number | null,
): T[] {
  if (examId === null) return [...items]
  const ours = items.filter((item) => examsOf(item).includes(examId))
  return [...ours, ...items.filter((item) => !ours.includes(item))]
}

/**
 * The goods left once the courses and class rooms found are listed: a goods row that sells
 * one of them is the same thing twice (the course's own page sells it).
 */
export function withoutListedGoods<G extends { type: string; refId: number }>(
  goods: readonly G[],
  listed: { courseIds: readonly number[]; classroomIds: readonly number[] },
): G[] {
  return goods.filter(
    (item) =>
      !(item.type === 'course' && listed.courseIds.includes(item.refId)) &&
      !(item.type === 'classroom' && listed.classroomIds.includes(item.refId)),
  )
}
