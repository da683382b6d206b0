import type { Kysely } from 'kysely'
import type {
  ChapterInfo,
  KnowledgeQuestion,
  PaperItem,
  PaperKindName,
  PaperListType,
  PracticeTile,
  Subject,
  SubjectAccess,
  SubjectInfo,
} from '@common/contracts/bank'
import type { Paged } from '@common/contracts/study'
import { PAPER_PAGE_SIZE, WRONG_BOOK_EXIT } from '@common/constants/bank'
import { findStructure, QUESTION_KIND_NAMES } from '@common/constants/exam-structures'
import { ACCESS } from '@common/constants/access'
import { isSprintOpen } from '@common/rules/bank'
import {
  chapterProgress,
  chaptersOfSubject,
  findSubject,
  paperCountsByKind,
  paperProgress,
  papersOfSubject,
  pointCount,
  subjectCounts,
  type PaperRow,
  type SubjectRow,
} from '../db/repositories/bank'
import { accessOf } from '../db/repositories/enrolments'
import { ownCounts, ownQuestionRows, subjectEnrolments } from '../db/repositories/own-lists'
import { findWrongExit, saveWrongExit } from '../db/repositories/settings'
import type { Database, PaperKind } from '../db/schema'
import { ApiFailure } from '../errors'
import { chinaTime, type Instant } from '../time'
import { FAILURES } from '@server/failures'

const marks = (hundredths: number | string) => Number(hundredths) / 100

export function toSubject(row: SubjectRow, now: Instant): Subject {
  const examDate = Number(row.exam_date)
  return {
    id: Number(row.id),
    name: row.name,
    year: Number(row.year),
    isSprintOpen: isSprintOpen(
      examDate,
      now,
      row.sprint_open_at === null ? null : Number(row.sprint_open_at),
    ),
    updateNum: Number(row.update_num),
    parentID: Number(row.exam_id),
    examDate: chinaTime(examDate).slice(0, 10),
    questionCount: Number(row.question_count),
  }
}

export async function existingSubject(db: Kysely<Database>, id: number): Promise<SubjectRow> {
  const subject = await findSubject(db, id)
  if (!subject) throw FAILURES.subjectNotFound()
  return subject
}

export async function subjectInfo(
  db: Kysely<Database>,
  id: number,
  now: Instant,
): Promise<SubjectInfo> {
  const row = await existingSubject(db, id)
  const structure = findStructure(Number(row.exam_id), row.name)
  const counts = await subjectCounts(db, id)
  return {
    ...toSubject(row, now),
    examName: row.exam_name,
    minutes: structure?.minutes ?? 0,
    totalMarks: structure?.totalMarks ?? 0,
    passMarks: structure?.passMarks ?? 0,
    sections: (structure?.sections ?? []).map((section) =>
      section.kind === 'material'
        ? { name: section.title, count: section.count, marks: section.totalMarks }
        : { name: QUESTION_KIND_NAMES[section.kind], count: section.count, marks: section.marks },
    ),
    chapterCount: counts.chapters,
    knowledgeCount: counts.points,
    paperCount: counts.papers,
    trialCount: counts.trial,
  }
}

/** spec §4 access check in the bank: an active enrolment in the subject. */
export async function subjectAccess(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
  now: Instant,
): Promise<SubjectAccess> {
  if (userId === null) return { subjectId, access: false, loggedIn: false, expireAt: null }
  const enrolments = await subjectEnrolments(db, userId, subjectId)
  const active = enrolments.find((row) => accessOf(row, now) === ACCESS.mayEnter)
  return {
    subjectId,
    access: active !== undefined,
    loggedIn: true,
    expireAt: active?.expire_at == null ? null : chinaTime(Number(active.expire_at)),
  }
}

/** The subjects whose bank the learner may open now. */
export async function ownedSubjectIds(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<number[]> {
  const rows = await subjectEnrolments(db, userId)
  return rows
    .filter((row) => accessOf(row, now) === ACCESS.mayEnter)
    .map((row) => Number(row.ref_id))
}

export const PAPER_LIST_KINDS: Record<PaperListType, PaperKind[]> = {
  1: ['mock', 'past'],
  2: ['sprint'],
  3: ['chapter'],
  4: ['trial'],
}

export function toPaperItem(row: PaperRow, done: number): PaperItem {
  return {
    id: Number(row.id),
    subjectId: Number(row.subject_id),
    // Lists hold only the school's papers (PAPER_LIST_KINDS), never a learner's own sets.
    kind: row.kind as PaperKindName,
    title: row.title,
    questionCount: Number(row.question_count),
    minutes: Number(row.minutes),
    totalMarks: marks(row.total_marks),
    passMarks: marks(row.pass_marks),
    free: Number(row.free) === 1,
    done,
  }
}

export async function paperPage(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
  type: PaperListType,
  page: number,
  now: Instant,
): Promise<Paged<PaperItem>> {
  const subject = await existingSubject(db, subjectId)
  // The 押题卷 is not even listed before it opens (spec §4).
  if (type === 2 && !toSubject(subject, now).isSprintOpen) {
    return { list: [], totalCount: 0, page, pageSize: PAPER_PAGE_SIZE }
  }
  const { rows, total } = await papersOfSubject(
    db,
    subjectId,
    PAPER_LIST_KINDS[type],
    page,
    PAPER_PAGE_SIZE,
  )
  const progress =
    userId === null
      ? new Map()
      : await paperProgress(
          db,
          userId,
          rows.map((row) => Number(row.id)),
        )
  return {
    list: rows.map((row) => toPaperItem(row, progress.get(Number(row.id))?.done ?? 0)),
    totalCount: total,
    page,
    pageSize: PAPER_PAGE_SIZE,
  }
}

export async function chapterPage(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
  page: number,
): Promise<Paged<ChapterInfo>> {
  await existingSubject(db, subjectId)
  const [{ rows, sections, total }, progress] = await Promise.all([
    chaptersOfSubject(db, subjectId, page, PAPER_PAGE_SIZE),
    userId === null ? new Map() : chapterProgress(db, userId, subjectId),
  ])
  return {
    list: rows.map((row) => {
      const id = Number(row.id)
      const own = progress.get(id) ?? { done: 0, right: 0 }
      return {
        id,
        title: row.title,
        sections: sections.filter((s) => Number(s.parent_id) === id).map((s) => s.title),
        paperId: row.paper_id === null ? null : Number(row.paper_id),
        questionCount: Number(row.question_count ?? 0),
        done: own.done,
        right: own.right,
      }
    }),
    totalCount: total,
    page,
    pageSize: PAPER_PAGE_SIZE,
  }
}

/** The bank home's tiles (spec §2) with what each holds for this learner. */
export async function practiceTiles(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
  now: Instant,
): Promise<PracticeTile[]> {
  const subject = toSubject(await existingSubject(db, subjectId), now)
  const [papers, points, own] = await Promise.all([
    paperCountsByKind(db, subjectId),
    pointCount(db, subjectId),
    userId === null
      ? { wrong: 0, favourites: 0 }
      : wrongExitOf(db, userId).then((exit) => ownCounts(db, userId, subjectId, exit)),
  ])
  const ofKind = (kind: PaperKind) => papers.find((row) => row.kind === kind)
  const count = (kind: PaperKind) => Number(ofKind(kind)?.n ?? 0)
  return [
    { key: 'trial', title: '免费试做', count: Number(ofKind('trial')?.q ?? 0), open: true },
    { key: 'papers', title: '模拟试卷', count: count('mock') + count('past'), open: true },
    { key: 'chapter', title: '章节练习', count: count('chapter'), open: true },
    { key: 'knowledge', title: '知识点练习', count: points, open: true },
    { key: 'sprint', title: '押题卷', count: count('sprint'), open: subject.isSprintOpen },
    { key: 'wrong', title: '错题本', count: own.wrong, open: true },
    { key: 'favourite', title: '我的收藏', count: own.favourites, open: true },
  ]
}

/**
 * A page of the learner's wrong-answer book (missed, and not yet right as many times in a row
 * as the learner chose) or favourites.
 */
export async function ownQuestionPage(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  list: 'wrong' | 'favourite',
  page: number,
): Promise<Paged<KnowledgeQuestion>> {
  await existingSubject(db, subjectId)
  const { rows, total } = await ownQuestionRows(
    db,
    userId,
    subjectId,
    list,
    await wrongExitOf(db, userId),
    page,
    PAPER_PAGE_SIZE,
  )
  return {
    list: rows.map(toQuestionBrief),
    totalCount: total,
    page,
    pageSize: PAPER_PAGE_SIZE,
  }
}

/** A question as lists show it: no options, no answer. */
export function toQuestionBrief(row: {
  id: number
  kind: string
  stem: string
  difficulty: number
  free: number
}): KnowledgeQuestion {
  return {
    id: Number(row.id),
    kind: row.kind,
    stem: row.stem,
    difficulty: Number(row.difficulty),
    free: Number(row.free) === 1,
  }
}

/** How many right answers in a row take a question out of the learner's wrong-answer book. */
export async function wrongExitOf(db: Kysely<Database>, userId: number): Promise<number> {
  return (await findWrongExit(db, userId)) ?? WRONG_BOOK_EXIT
}

export async function chooseWrongExit(
  db: Kysely<Database>,
  userId: number,
  wrongExit: number,
): Promise<{ wrongExit: number }> {
  if (!Number.isInteger(wrongExit) || wrongExit < 1 || wrongExit > 3) {
    throw new ApiFailure(400, '答对次数只能是1到3次')
  }
  await saveWrongExit(db, userId, wrongExit)
  return { wrongExit }
}
