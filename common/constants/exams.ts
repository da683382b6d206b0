/** spec §3 exam options. */
export const EXAMS = [
  { id: 5617, name: '初级会计职称' },
  { id: 216, name: '中级会计职称' },
  { id: 7652, name: '注册会计师' },
  { id: 8190, name: '税务师' },
] as const

/** The exam with this id, or undefined for an id the school does not offer. */
export function findExam(id: number | string): (typeof EXAMS)[number] | undefined {
  return EXAMS.find((exam) => String(exam.id) === String(id))
}
