import type { Kysely } from 'kysely'
import type { OwnSetRequest, PracticePaper } from '@common/contracts/practice'
import { OWN_SET_MAX, SMART_SET_SIZE } from '@common/constants/bank'
import { findPaper } from '../db/repositories/bank'
import { findPoint } from '../db/repositories/knowledge'
import { wrongBookRows } from '../db/repositories/own-lists'
import {
  favouriteQuestionIds,
  freeUnitIds,
  insertOwnPaper,
  pointQuestionIds,
  setQuestionCount,
  smartCandidates,
  topLevelIds,
  unitCounts,
} from '../db/repositories/own-sets'
import type { Database, OwnPaperKind } from '../db/schema'
import { ApiFailure } from '../errors'
import type { Instant } from '../time'
import { existingSubject, subjectAccess, wrongExitOf } from './bank'
import { countedQuestions, loadPaperQuestions } from './practice-questions'
import { toPracticePaper } from './practice'
import { FAILURES } from '@server/failures'

const TITLES: Record<OwnPaperKind, string> = {
  wrong: '错题重做',
  favourite: '收藏重做',
  point: '知识点练习',
  smart: '智能练习',
}

const EMPTY: Record<OwnPaperKind, string> = {
  wrong: '错题本中还没有题目',
  favourite: '还没有收藏的题目',
  point: '该知识点暂无题目',
  smart: '该科目暂无可练习的题目',
}

async function requireAccess(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  now: Instant,
) {
  if (!(await subjectAccess(db, userId, subjectId, now)).access) {
    throw FAILURES.subjectNotBought()
  }
}

/**
 * 智能练习: the wrong-answer book's questions first (at most half the set), then the units of
 * the subject's knowledge points never answered, the most important points first, then those
 * last answered wrong, then the ones answered longest ago.
 */
async function smartUnits(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
): Promise<number[]> {
  const exit = await wrongExitOf(db, userId)
  const [wrong, candidates] = await Promise.all([
    wrongBookRows(db, userId, subjectId, exit),
    smartCandidates(db, userId, subjectId),
  ])
  const rank = (row: (typeof candidates)[number]) =>
    row.answered_at === null ? 0 : Number(row.last_correct) === 1 ? 2 : 1
  const rest = [...candidates].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Number(b.importance) - Number(a.importance) ||
      Number(a.answered_at ?? 0) - Number(b.answered_at ?? 0) ||
      Number(a.id) - Number(b.id),
  )
  return [
    ...wrong.slice(0, SMART_SET_SIZE / 2).map((row) => Number(row.id)),
    ...rest.map((row) => Number(row.id)),
  ]
}

async function unitsOf(
  db: Kysely<Database>,
  userId: number,
  request: OwnSetRequest,
  now: Instant,
): Promise<{ units: number[]; title: string }> {
  const { subjectId } = request
  switch (request.source) {
    case 'wrong': {
      const exit = await wrongExitOf(db, userId)
      const rows = await wrongBookRows(db, userId, subjectId, exit, {
        chapterId: request.chapterId,
        kind: request.type,
      })
      return { units: rows.map((row) => Number(row.id)), title: TITLES.wrong }
    }
    case 'favourite':
      return { units: await favouriteQuestionIds(db, userId, subjectId), title: TITLES.favourite }
    case 'point': {
      const point = request.pointId ? await findPoint(db, request.pointId) : undefined
      if (!point || point.subjectId !== subjectId) throw FAILURES.pointNotFound()
      await requireAccess(db, userId, subjectId, now)
      return {
        units: await pointQuestionIds(db, point.id, subjectId),
        title: `${TITLES.point}：${point.name}`.slice(0, 100),
      }
    }
    case 'smart':
      await requireAccess(db, userId, subjectId, now)
      return { units: await smartUnits(db, userId, subjectId), title: TITLES.smart }
  }
}

/** Top-level questions in order until their units reach the limit (a case counts its parts). */
async function upTo(db: Kysely<Database>, questionIds: number[], limit: number) {
  const counts = await unitCounts(db, questionIds)
  const kept: number[] = []
  let units = 0
  for (const id of questionIds) {
    const count = counts.get(id) ?? 1
    if (kept.length > 0 && units + count > limit) break
    kept.push(id)
    units += count
  }
  return kept
}

/**
 * Makes a practice set of the learner's own (POST /api/practice/sets): a paper only they see,
 * started then as any paper. The wrong book and favourites are redone by anyone, but without
 * the subject's access only their free trial questions (the others cannot have been answered
 * or seen); a point's questions and 智能练习 need the access. A set with paid questions asks
 * for the access again whenever it is started.
 */
export async function makeOwnSet(
  db: Kysely<Database>,
  userId: number,
  request: OwnSetRequest,
  now: Instant,
): Promise<PracticePaper> {
  await existingSubject(db, request.subjectId)
  const { units: all, title } = await unitsOf(db, userId, request, now)
  const access = (await subjectAccess(db, userId, request.subjectId, now)).access
  const free = await freeUnitIds(db, all)
  const units = access ? all : all.filter((id) => free.has(id))
  const limit = request.source === 'smart' ? SMART_SET_SIZE : OWN_SET_MAX
  const questionIds = await upTo(db, await topLevelIds(db, units), limit)
  if (questionIds.length === 0) throw new ApiFailure(404, EMPTY[request.source])
  const paperId = await db.transaction().execute(async (trx) => {
    const id = await insertOwnPaper(trx, {
      userId,
      subjectId: request.subjectId,
      kind: request.source,
      title,
      questionIds,
      questionCount: 0,
      free: units.every((unit) => free.has(unit)) ? 1 : 0,
      now,
    })
    const count = countedQuestions(await loadPaperQuestions(trx, id))
    await setQuestionCount(trx, id, count)
    return id
  })
  const paper = await findPaper(db, paperId)
  if (!paper) throw FAILURES.paperNotFound()
  return toPracticePaper(paper)
}
