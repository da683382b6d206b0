/** Limits of the bank's catalogue as the school edits it (issue 28). */
export const BANK_CATALOGUE_RULES = {
  nameMax: 40,
  titleMax: 60,
  yearMin: 2000,
  yearMax: 2100,
  importanceMax: 10,
} as const

/** Why a name or title of the catalogue cannot be used, or null. */
export function catalogueNameError(
  text: string,
  what: '考试' | '科目' | '章节' | '知识点',
): string | null {
  const trimmed = text.trim()
  const max = what === '章节' ? BANK_CATALOGUE_RULES.titleMax : BANK_CATALOGUE_RULES.nameMax
  if (!trimmed) return `请填写${what}名称`
  if (trimmed.length > max) return `${what}名称不能超过 ${max} 个字`
  return null
}

/**
 * Why a sprint paper date cannot be the subject's, or null: it opens on or before the exam
 * day (a 押题卷 after the exam predicts nothing). Days are `YYYY-MM-DD`.
 */
export function sprintDateError(examDate: string, sprintDate: string | null): string | null {
  if (sprintDate === null) return null
  return sprintDate <= examDate ? null : '押题卷开放日期不能晚于考试日期'
}

/** Why a year and an exam day do not go together, or null: the exam is held in its year. */
export function examYearError(year: number, examDate: string): string | null {
  return examDate.startsWith(`${year}-`) ? null : `考试日期须在 ${year} 年内`
}
