import type { Kysely } from 'kysely'
import type {
  KnowledgeChapter,
  KnowledgeInfo,
  KnowledgePoint,
  KnowledgeResource,
  RecommendType,
} from '@common/contracts/bank'
import { RECOMMEND } from '@common/constants/bank'
import { recommendation } from '@common/rules/bank'
import {
  findPoint,
  lessonsOfPoint,
  pointProgress,
  pointsOfSubject,
  questionsOfPoint,
  type PointRow,
} from '../db/repositories/knowledge'
import { chapterTitles } from '../db/repositories/bank'
import type { Instant } from '@server/time'
import type { Database } from '../db/schema'
import { existingSubject, subjectAccess, toQuestionBrief } from './bank'
import { FAILURES } from '@server/failures'

/** Questions of a point listed by getKnowledgeResource. */
const RESOURCE_QUESTIONS = 20

type Progress = Map<number, { done: number; right: number }>

function toKnowledgePoint(row: PointRow, progress: Progress): KnowledgePoint {
  const own = progress.get(row.id) ?? { done: 0, right: 0 }
  return {
    id: row.id,
    name: row.name,
    importance: row.importance,
    subjectId: row.subjectId,
    chapterId: row.chapterId,
    chapterTitle: row.chapterTitle,
    questionCount: row.questionCount,
    done: own.done,
    right: own.right,
  }
}

async function subjectPoints(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
): Promise<KnowledgePoint[]> {
  await existingSubject(db, subjectId)
  const [rows, progress] = await Promise.all([
    pointsOfSubject(db, subjectId),
    userId === null ? (new Map() as Progress) : pointProgress(db, userId, subjectId),
  ])
  return rows.map((row) => toKnowledgePoint(row, progress))
}

const page = <T>(list: T[], p: number, pageSize: number) =>
  list.slice((p - 1) * pageSize, p * pageSize)

/** spec §3 knowledge info of a subject's points in chapter order (type 1). */
export async function subjectKnowledge(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
  p: number,
  pageSize: number,
): Promise<KnowledgeInfo> {
  const points = await subjectPoints(db, userId, subjectId)
  return { list: page(points, p, pageSize), count: points.length, type: RECOMMEND.recommended }
}

/**
 * getRecommendKnows: a visitor gets the most important points (type 1); a learner gets the
 * weak points once there are any (type 2), else the important ones least practised.
 */
export async function recommendedKnowledge(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
  p: number,
  pageSize: number,
  asked?: RecommendType,
): Promise<KnowledgeInfo> {
  const points = await subjectPoints(db, userId, subjectId)
  const sorts = new Map(points.map((point, index) => [point.id, index]))
  const ranked = recommendation(
    points.map((point) => ({ ...point, sort: sorts.get(point.id) ?? 0 })),
    userId === null ? RECOMMEND.recommended : asked,
  )
  return {
    list: page(ranked.list, p, pageSize).map(({ sort: _sort, ...point }) => point),
    count: ranked.list.length,
    type: ranked.type,
  }
}

export async function knowledgeChapters(
  db: Kysely<Database>,
  userId: number | null,
  subjectId: number,
): Promise<KnowledgeChapter[]> {
  const points = await subjectPoints(db, userId, subjectId)
  const chapters = await chapterTitles(db, subjectId)
  return chapters.map((chapter) => ({
    id: Number(chapter.id),
    title: chapter.title,
    points: points.filter((point) => point.chapterId === Number(chapter.id)),
  }))
}

export async function oneKnowledge(
  db: Kysely<Database>,
  userId: number | null,
  id: number,
): Promise<KnowledgePoint> {
  const row = await findPoint(db, id)
  if (!row) throw FAILURES.pointNotFound()
  const progress =
    userId === null ? (new Map() as Progress) : await pointProgress(db, userId, row.subjectId, [id])
  return toKnowledgePoint(row, progress)
}

/**
 * getKnowledgeResource: type 2 the point's lessons, type 3 its questions (without answers):
 * all of them to a learner with the subject's access, the free trial ones to anyone else.
 */
export async function knowledgeResource(
  db: Kysely<Database>,
  userId: number | null,
  knowId: number,
  types: number[],
  now: Instant,
): Promise<KnowledgeResource> {
  const point = await findPoint(db, knowId)
  if (!point) throw FAILURES.pointNotFound()
  const { access } = await subjectAccess(db, userId, point.subjectId, now)
  const [lessons, questions] = await Promise.all([
    types.includes(2) ? lessonsOfPoint(db, knowId) : [],
    types.includes(3) ? questionsOfPoint(db, knowId, RESOURCE_QUESTIONS, !access) : [],
  ])
  return {
    knowId,
    lessons: lessons.map((lesson) => ({
      lessonId: Number(lesson.id),
      courseId: Number(lesson.course_id),
      title: lesson.title,
      courseTitle: lesson.course_title,
      free: Number(lesson.free) === 1,
    })),
    questions: questions.map(toQuestionBrief),
  }
}
