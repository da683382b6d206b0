import type { Kysely } from 'kysely'
import type { PracticeTile, Subject } from '@common/contracts/bank'
import { LAST_EXAM_KEY, LEAD_PAGE_KEY, TEST_EXAM_KEY } from '@common/constants/bank-storage'
import { EXAMS, findExam } from '@common/constants/exams'
import { hintCookie } from '@common/constants/first-view'
import { allSubjectsOfExam } from '../db/repositories/bank'
import type { Database } from '../db/schema'
import type { Instant } from '../time'
import { practiceTiles, toSubject } from './bank'

/** What /test is about to show a device, for its first view. */
export interface BankFirstView {
  examId: number
  subject: Subject
  /** The public tiles (a learner's own counts come with the page). */
  tiles: PracticeTile[]
  introSeen: boolean
}

/** The subject the device chose last for an exam, from its copy of TEST_EXAM. */
function rememberedSubject(cookie: string | undefined, examId: number): number | null {
  try {
    const map: unknown = JSON.parse(cookie ?? '{}')
    const id =
      map && typeof map === 'object' ? Number((map as Record<string, unknown>)[examId]) : NaN
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}

/**
 * spec §2's entry rule for /test, as the app applies it, read from the device's cookies
 * (common/constants/first-view): the exam chosen last (else the first), its subject chosen
 * last (else its newest year's first). Null when that exam has no subject.
 */
export async function bankFirstView(
  db: Kysely<Database>,
  cookies: Record<string, string | undefined>,
  now: Instant,
): Promise<BankFirstView | null> {
  const examId = findExam(Number(cookies[hintCookie(LAST_EXAM_KEY)]))?.id ?? EXAMS[0].id
  const subjects = (await allSubjectsOfExam(db, examId)).map((row) => toSubject(row, now))
  const remembered = rememberedSubject(cookies[hintCookie(TEST_EXAM_KEY)], examId)
  const subject = subjects.find((s) => s.id === remembered) ?? subjects[0]
  if (!subject) return null
  return {
    examId,
    subject,
    tiles: await practiceTiles(db, null, subject.id, now),
    introSeen: cookies[hintCookie(LEAD_PAGE_KEY)] !== undefined,
  }
}
