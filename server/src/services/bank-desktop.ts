import type { Kysely } from 'kysely'
import { EXAMS } from '@common/constants/exams'
import { matchRoute, type RouteName } from '@common/constants/routes'
import { appPathOf } from '../boot-data'
import { findSubject, subjectsOfExam } from '../db/repositories/bank'
import type { Database } from '../db/schema'

/** The addresses of the bank home (spec §2), which desktop browsers leave for the desktop bank. */
const BANK_HOME_ROUTES: RouteName[] = [
  'test',
  'exam',
  'examProv',
  'testHome',
  'testHomeBySubject',
  'testHomeByExam',
]

/**
 * The desktop bank's address for a bank-home address, or null for any other page: the
 * template's {examId} and {subjectId} filled in by the entry rules (a subject's own exam; an
 * exam's first subject of its newest year; /test the first exam's).
 */
export async function desktopBankAddress(
  db: Kysely<Database>,
  template: string,
  requestPath: string,
): Promise<string | null> {
  const found = matchRoute(appPathOf(requestPath))
  if (!found || !BANK_HOME_ROUTES.includes(found.name)) return null
  let examId = Number(found.params.examId) || EXAMS[0].id
  let subjectId = Number(found.params.subjectId) || 0
  // A subject's own exam decides, as on the H5 bank; an unknown subject is replaced.
  if (subjectId > 0) {
    const subject = await findSubject(db, subjectId)
    if (subject) examId = Number(subject.exam_id)
    else subjectId = 0
  }
  if (!(subjectId > 0)) {
    const [first] = await subjectsOfExam(db, examId)
    if (!first) return null
    subjectId = Number(first.id)
  }
  return template.replace('{examId}', String(examId)).replace('{subjectId}', String(subjectId))
}
