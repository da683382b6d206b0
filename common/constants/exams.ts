/**
 * spec §3 exam options. `keyword` finds the exam in a course category's name (the school
 * names them freely: 初级职称 · 初级会计职称, 注册会计师 · CPA), so that the catalogue and the
 * bank agree on which exam a course belongs to.
 */
export const EXAMS = [
  { id: 5617, name: '初级会计职称', keyword: '初级' },
  { id: 216, name: '中级会计职称', keyword: '中级' },
  { id: 7652, name: '注册会计师', keyword: '注册会计师' },
  { id: 8190, name: '税务师', keyword: '税务师' },
] as const

/** The exam with this id, or undefined for an id the school does not offer. */
export function findExam(id: number | string): (typeof EXAMS)[number] | undefined {
  return EXAMS.find((exam) => String(exam.id) === String(id))
}
