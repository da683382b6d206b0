import type { Kysely } from 'kysely'
import type { HotSearch, SearchResult } from '@common/contracts/catalogue'
import { findExam } from '@common/constants/exams'
import { currentExamFirst, examOfCategory, withoutListedGoods } from '@common/rules/search'
import { popularSubjects, searchRows } from '@server/db/repositories/search'
import type { Database } from '@server/db/schema'
import type { Instant } from '@server/time'

/** How many keywords 热门搜索 offers. */
export const HOT_KEYWORDS = 8

const examsOf = (item: { examNames: readonly string[] }) =>
  item.examNames.map(examOfCategory).filter((id): id is number => id !== null)

/** The exam a hit is labelled with: its only exam's name; '' for none or several. */
const examName = (ids: readonly number[]) =>
  new Set(ids).size === 1 ? (findExam(ids[0])?.name ?? '') : ''

/**
 * The search of /search: every kind found, goods that sell a course or class room already
 * found left out (they were listed twice), the current exam's items first in each kind.
 */
export async function search(
  db: Kysely<Database>,
  keyword: string,
  examId: number | null,
  now: Instant,
): Promise<SearchResult> {
  const rows = await searchRows(db, keyword, now)
  const first = <T>(items: { card: T; examNames: string[] }[]): (T & { exam: string })[] =>
    currentExamFirst(items, examsOf, examId).map((item) => ({
      ...item.card,
      exam: examName(examsOf(item)),
    }))
  const courses = first(rows.courses)
  const classes = first(rows.classes)
  return {
    keyword,
    courses,
    classes,
    goods: withoutListedGoods(first(rows.goods), {
      courseIds: courses.map((course) => course.id),
      classroomIds: classes.map((room) => room.id),
    }),
    lives: first(rows.lives),
  }
}

/** 热门搜索: the most studied subjects, the current exam's first; a name once. */
export async function hotSearch(db: Kysely<Database>, examId: number | null): Promise<HotSearch> {
  const subjects = currentExamFirst(
    (await popularSubjects(db)).map((subject) => ({
      ...subject,
      examNames: [subject.examName ?? ''],
    })),
    examsOf,
    examId,
  )
  const keywords = [...new Set(subjects.map((subject) => subject.name))].slice(0, HOT_KEYWORDS)
  return { keywords }
}
