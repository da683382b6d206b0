import type { Kysely } from 'kysely'
import type {
  AnswerBody,
  AnswerPayload,
  AnswerSaved,
  AttemptReport,
  AttemptStart,
  AttemptState,
  PracticeMode,
  PracticePaper,
  WrongBookItem,
} from '@common/contracts/practice'
import { recordAnswer } from '../db/repositories/answers'
import {
  attemptAnswers,
  findAttempt,
  findAttemptAnswer,
  insertAttempt,
  markSubmitted,
  mostMissed,
  openExamAttempt,
  rankOnPaper,
  saveAttemptAnswer,
  setPosition,
  type AttemptRow,
} from '../db/repositories/attempts'
import {
  allPapersOfSubject,
  chapterTitles,
  findPaper,
  type PaperRow,
} from '../db/repositories/bank'
import { favouriteIds } from '../db/repositories/notes'
import { wrongBookRows } from '../db/repositories/own-lists'
import { ownerOf } from '../db/repositories/own-sets'
import { lockKey } from '../db/locks'
import type { Database } from '../db/schema'
import type { PointsRules } from '../config'
import { ApiFailure } from '../errors'
import { chinaTime, MINUTE_MS, type Instant } from '../time'
import { existingSubject, subjectAccess, toSubject, wrongExitOf } from './bank'
import { awardPaperPoints, leastAnswers } from './paper-points'
import {
  answerable,
  loadAttemptQuestions,
  loadPaperQuestions,
  questionView,
  type PaperQuestion,
} from './practice-questions'
import { buildReport, scoreAnswer } from './practice-report'
import { FAILURES } from '@server/failures'

const MAX_TEXT = 2000
const MAX_LINES = 40

/** Questions most missed on a paper, listed in its report. */
const MOST_MISSED = 5

/** spec: a paper of the subject as the practice section lists it (the 押题卷 once open). */
export async function practicePapers(
  db: Kysely<Database>,
  subjectId: number,
  now: Instant,
): Promise<PracticePaper[]> {
  const subject = toSubject(await existingSubject(db, subjectId), now)
  const rows = await allPapersOfSubject(db, subjectId, subject.isSprintOpen)
  return rows.map(toPracticePaper)
}

export function toPracticePaper(row: PaperRow): PracticePaper {
  return {
    id: Number(row.id),
    title: row.title,
    kind: row.kind,
    questionCount: Number(row.question_count),
    // Practice sets carry no marks of their own: each question counts 1.
    totalScore:
      Number(row.total_marks) > 0 ? Number(row.total_marks) / 100 : Number(row.question_count),
    durationMinutes: Number(row.minutes),
  }
}

async function existingPaper(db: Kysely<Database>, paperId: number): Promise<PaperRow> {
  const paper = await findPaper(db, paperId)
  // A draft (being assembled in the console) is no paper yet to learners.
  if (!paper || paper.status === 'draft') throw FAILURES.paperNotFound()
  return paper
}

/** Whether the learner may take a paper: the free trial anyone logged in, the rest buyers. */
async function checkPaperAccess(
  db: Kysely<Database>,
  userId: number,
  paper: PaperRow,
  now: Instant,
): Promise<void> {
  const owner = await ownerOf(db, Number(paper.id))
  if (owner !== undefined && owner !== userId) throw FAILURES.paperNotFound()
  const subjectId = Number(paper.subject_id)
  const subject = toSubject(await existingSubject(db, subjectId), now)
  if (paper.kind === 'sprint' && !subject.isSprintOpen) {
    throw new ApiFailure(403, '押题卷将于考前一周开放')
  }
  if (Number(paper.free) === 1) return
  if (!(await subjectAccess(db, userId, subjectId, now)).access) {
    throw FAILURES.subjectNotBought()
  }
}

export async function startAttempt(
  db: Kysely<Database>,
  userId: number,
  paperId: number,
  mode: PracticeMode,
  points: PointsRules,
  now: Instant,
): Promise<AttemptStart> {
  const paper = await existingPaper(db, paperId)
  await checkPaperAccess(db, userId, paper, now)
  // Practice mode shows the answers: not while the learner's exam at the same paper runs.
  const openExam = await openExamAttempt(db, userId, paperId, now)
  if (mode === 'practice' && openExam) {
    throw new ApiFailure(409, '该试卷的考试尚未交卷，交卷后才能以练习模式查看答案')
  }
  // A new exam (重新开始) hands in the one left open: a paper has one exam running at a time,
  // and one without a time limit would otherwise stay open for ever.
  if (mode === 'exam' && openExam) {
    await submitAttempt(db, userId, Number(openExam.id), points, now)
  }
  const questions = await loadPaperQuestions(db, paperId)
  const minutes = Number(paper.minutes)
  const endsAt = mode === 'exam' && minutes > 0 ? now + minutes * MINUTE_MS : null
  const attemptId = await insertAttempt(db, {
    user_id: userId,
    paper_id: paperId,
    subject_id: Number(paper.subject_id),
    mode,
    started_at: now,
    ends_at: endsAt,
    total: questions.reduce((sum, question) => sum + question.score, 0),
  })
  return {
    attemptId,
    paperId,
    mode,
    endsAt: endsAt === null ? null : chinaTime(endsAt),
    questions: questions.map((question) => questionView(question, mode)),
  }
}

/** The learner's own attempt; anyone else's is "not found", with nothing of it. */
export async function ownAttempt(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
): Promise<AttemptRow> {
  const attempt = await findAttempt(db, attemptId)
  if (!attempt || Number(attempt.user_id) !== userId) throw new ApiFailure(404, '答卷不存在')
  return attempt
}

function parseAnswer(stored: string): AnswerPayload {
  return JSON.parse(stored) as AnswerPayload
}

/** How a device dates an answer or a clear it sends: see `answerOrder`. */
export interface AnswerSending {
  /** ms before now the learner gave it (an answer kept offline and sent later). */
  ago: number | undefined
  /** The sending device's own name, when it has one. */
  device: string | undefined
}

/**
 * When an answer was given, by the server's clock (never before the attempt began), and
 * whether the answer kept for the question was given after it, and so stays. A device sends
 * its answers one at a time in the order given, so one it sends replaces its own earlier one
 * and is dated no earlier: network delays can make the times of two quick changes cross.
 */
export function answerOrder(
  attempt: AttemptRow,
  kept: { saved_at: Instant; device: string | null } | undefined,
  sending: AnswerSending,
  now: Instant,
): { at: Instant; stale: boolean } {
  const at = Math.max(Number(attempt.started_at), now - Math.max(0, sending.ago ?? 0))
  if (!kept) return { at, stale: false }
  const keptAt = Number(kept.saved_at)
  if (sending.device !== undefined && kept.device === sending.device) {
    return { at: Math.max(at, keptAt), stale: false }
  }
  return { at, stale: keptAt > at }
}

const timeIsUp = (attempt: AttemptRow, now: Instant) =>
  attempt.ends_at !== null && now >= Number(attempt.ends_at)

export async function attemptState(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  points: PointsRules,
  now: Instant,
): Promise<AttemptState> {
  let attempt = await ownAttempt(db, userId, attemptId)
  // The server owns the clock: an exam whose time is up is submitted as it stands.
  if (attempt.submitted_at === null && timeIsUp(attempt, now)) {
    await submitAttempt(db, userId, attemptId, points, now)
    attempt = await ownAttempt(db, userId, attemptId)
  }
  const mode = attempt.mode
  const [questions, answers] = await Promise.all([
    loadAttemptQuestions(db, attemptId),
    attemptAnswers(db, attemptId),
  ])
  const endsAt = attempt.ends_at === null ? null : Number(attempt.ends_at)
  const favourites = await favouriteIds(
    db,
    userId,
    answerable(questions).map((unit) => unit.id),
  )
  return {
    attemptId,
    paperId: Number(attempt.paper_id),
    mode,
    endsAt: endsAt === null ? null : chinaTime(endsAt),
    secondsLeft: endsAt === null ? null : Math.max(0, Math.floor((endsAt - now) / 1000)),
    submitted: attempt.submitted_at !== null,
    position: Number(attempt.position),
    answers: answers.map((row) => ({
      questionId: Number(row.question_id),
      ...parseAnswer(row.answer),
      savedAt: chinaTime(Number(row.saved_at)),
    })),
    questions: questions.map((question) => questionView(question, mode)),
    favourites,
  }
}

/** The answer a question of its type takes, or a clear refusal. */
function checkedAnswer(question: PaperQuestion, payload: AnswerPayload): AnswerPayload {
  if (['single', 'multiple', 'judge', 'indefinite'].includes(question.kind)) {
    const ids = [...new Set(payload.optionIds ?? [])]
    const own = new Set(question.options.map((option) => option.id))
    if (ids.length === 0 || ids.some((id) => !own.has(id))) {
      throw new ApiFailure(400, '请选择该题的选项')
    }
    if ((question.kind === 'single' || question.kind === 'judge') && ids.length > 1) {
      throw new ApiFailure(400, '该题只能选择一个选项')
    }
    return { optionIds: ids.sort((a, b) => a - b) }
  }
  if (question.kind === 'entry') {
    const lines = payload.entries
    if (!Array.isArray(lines) || lines.length === 0 || lines.length > MAX_LINES) {
      throw new ApiFailure(400, `请填写会计分录（最多${MAX_LINES}行）`)
    }
    for (const line of lines) {
      const amount = Number(line?.amount)
      if (
        (line?.side !== '借' && line?.side !== '贷') ||
        typeof line.account !== 'string' ||
        line.account.trim() === '' ||
        line.account.length > 50 ||
        !Number.isFinite(amount) ||
        amount <= 0
      ) {
        throw new ApiFailure(400, '会计分录每行需填写借贷方向、科目和大于0的金额')
      }
    }
    return {
      entries: lines.map((line) => ({
        side: line.side,
        account: line.account.trim(),
        amount: Number(line.amount),
      })),
    }
  }
  const text = typeof payload.text === 'string' ? payload.text : ''
  if (text.trim() === '') throw new ApiFailure(400, '请填写答案')
  if (question.kind === 'number' && text.length > 50) throw new ApiFailure(400, '请填写一个数字')
  if (text.length > MAX_TEXT) throw new ApiFailure(400, `答案最多${MAX_TEXT}个字`)
  return { text }
}

export async function examIdOf(db: Kysely<Database>, subjectId: number): Promise<number> {
  return Number((await existingSubject(db, subjectId)).exam_id)
}

export async function saveAnswer(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  questionId: number,
  payload: AnswerBody,
  points: PointsRules,
  now: Instant,
): Promise<AnswerSaved> {
  const attempt = await ownAttempt(db, userId, attemptId)
  if (attempt.submitted_at !== null) throw FAILURES.attemptSubmitted()
  if (timeIsUp(attempt, now)) {
    await submitAttempt(db, userId, attemptId, points, now)
    throw FAILURES.examTimeUp()
  }
  const units = answerable(await loadAttemptQuestions(db, attemptId))
  const position = units.findIndex((unit) => unit.id === questionId)
  const question = units[position]
  if (!question) throw FAILURES.questionNotInPaper()
  const answer = checkedAnswer(question, payload)
  const examId = await examIdOf(db, Number(attempt.subject_id))
  const scored = scoreAnswer(examId, question, answer)
  // One step under the attempt's lock, as submitting is: an answer is either in the report or
  // refused, never saved after the submission or the end.
  const kept = await db.transaction().execute(async (trx) => {
    await lockKey(trx, `attempt:${attemptId}`)
    const current = (await findAttempt(trx, attemptId)) as AttemptRow
    if (current.submitted_at !== null) throw FAILURES.attemptSubmitted()
    if (timeIsUp(current, now)) throw FAILURES.examTimeUp()
    const before = await findAttemptAnswer(trx, attemptId, questionId)
    const { device, answeredAgo: ago } = payload
    const order = answerOrder(attempt, before, { ago, device }, now)
    // Another device answered after this answer was given: that one stays.
    if (before && order.stale) return { newer: parseAnswer(before.answer) }
    await saveAttemptAnswer(trx, {
      attemptId,
      questionId,
      answer: JSON.stringify(answer),
      savedAt: order.at,
      device: device ?? null,
    })
    await setPosition(trx, attemptId, position)
    // Practice: the statistics take the first answer given to each question of the attempt,
    // not every change or resend of it.
    if (attempt.mode === 'practice' && before === undefined && scored.correct !== null) {
      await recordAnswer(trx, {
        userId,
        questionId,
        subjectId: Number(attempt.subject_id),
        paperId: Number(attempt.paper_id),
        answer: JSON.stringify(answer),
        correct: scored.correct === true,
        answeredAt: order.at,
      })
    }
    return { at: order.at }
  })
  if ('newer' in kept) return { questionId, savedAt: chinaTime(now), newer: kept.newer }
  const saved: AnswerSaved = { questionId, savedAt: chinaTime(kept.at) }
  if (attempt.mode === 'exam') return saved
  return {
    ...saved,
    correct: scored.correct,
    correctOptionIds: question.options.filter((o) => o.correct).map((o) => o.id),
    analysis: question.analysis,
  }
}

/** A report as kept at submission; one kept before 自评 existed has no marks given. */
export function keptReport(stored: string): AttemptReport {
  const report = JSON.parse(stored) as AttemptReport
  return {
    ...report,
    questions: report.questions.map((question) => ({
      ...question,
      selfMarks: question.selfMarks ?? null,
    })),
    ranked: report.ranked ?? true,
  }
}

/** The attempt's report as its answers (and the learner's own marks) score it now. */
export async function composeReport(
  trx: Kysely<Database>,
  attempt: AttemptRow,
  submittedAt: Instant,
  ranking: { beatPercent: number; mostMissed: number[] } | null,
): Promise<{ report: AttemptReport; units: PaperQuestion[]; answers: Map<number, AnswerPayload> }> {
  const attemptId = Number(attempt.id)
  const paperId = Number(attempt.paper_id)
  const subjectId = Number(attempt.subject_id)
  const [questions, answerRows, paper, chapters, examId] = await Promise.all([
    loadAttemptQuestions(trx, attemptId),
    attemptAnswers(trx, attemptId),
    findPaper(trx, paperId),
    chapterTitles(trx, subjectId),
    examIdOf(trx, subjectId),
  ])
  const answers = new Map(
    answerRows.map((row) => [Number(row.question_id), parseAnswer(row.answer)]),
  )
  const selfMarks = new Map(
    answerRows
      .filter((row) => row.self_marks !== null)
      .map((row) => [Number(row.question_id), Number(row.self_marks)]),
  )
  const units = answerable(questions)
  // A learner's own set is theirs alone: no rank, and its 易错题 are missed most anywhere.
  const own = (await ownerOf(trx, paperId)) !== undefined
  const report = await buildReport({
    attemptId,
    paperId,
    examId,
    passMarks: Number(paper?.pass_marks ?? 0),
    startedAt: Number(attempt.started_at),
    submittedAt,
    units,
    answers,
    selfMarks,
    chapterTitles: new Map(chapters.map((row) => [Number(row.id), row.title])),
    ranked: !own,
    rank: async (score) => {
      if (own) return 0
      if (ranking) return ranking.beatPercent
      // Ranked among the attempts that answered enough to count (an empty hand-in is no
      // measure to beat); this one is ranked among them however much of it was answered, so
      // that a near-empty hand-in sees how little it beats.
      const least = leastAnswers(units.length)
      const { others, below } = await rankOnPaper(trx, paperId, attemptId, score, least)
      return others === 0 ? 0 : Math.floor((below * 100) / others)
    },
    mostMissed:
      ranking?.mostMissed ??
      (await mostMissed(
        trx,
        own ? { questionIds: units.map((unit) => unit.id) } : { paperId },
        MOST_MISSED,
      )),
  })
  return { report, units, answers }
}

/**
 * Scores the attempt by the exam's rules and keeps the report, with how many questions were
 * answered; a second submit (or the clock's) answers the kept report. In exam mode the answers
 * count for the bank's statistics now, once, and a question left unanswered is missed as a
 * wrong answer is. Handing in a listed paper with enough answered gives its points, once per
 * paper.
 */
export async function submitAttempt(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  points: PointsRules,
  now: Instant,
): Promise<AttemptReport> {
  await ownAttempt(db, userId, attemptId)
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `attempt:${attemptId}`)
    const attempt = (await findAttempt(trx, attemptId)) as AttemptRow
    if (attempt.report !== null) return keptReport(attempt.report)
    // An exam submitted by its clock ends at its end, not when someone next looks.
    const submittedAt = attempt.ends_at !== null ? Math.min(now, Number(attempt.ends_at)) : now
    const { report, units, answers } = await composeReport(trx, attempt, submittedAt, null)
    if (attempt.mode === 'exam') {
      const examId = await examIdOf(trx, Number(attempt.subject_id))
      for (const unit of units) {
        const answer = answers.get(unit.id)
        // In an exam a question left unanswered is missed, so it joins the wrong-answer book
        // as a wrong one does; a written one, which only its learner marks (自评), stays out
        // answered or not.
        const scored = scoreAnswer(examId, unit, answer)
        if (scored.correct === null) continue
        await recordAnswer(trx, {
          userId,
          questionId: unit.id,
          subjectId: Number(attempt.subject_id),
          paperId: Number(attempt.paper_id),
          answer: JSON.stringify(answer ?? {}),
          correct: scored.correct,
          answeredAt: submittedAt,
        })
      }
    }
    const answered = units.filter((unit) => answers.has(unit.id)).length
    await markSubmitted(trx, attemptId, {
      submittedAt,
      score: Math.round(report.score * 100),
      report: JSON.stringify(report),
      answered,
    })
    await awardPaperPoints(
      trx,
      userId,
      { paperId: Number(attempt.paper_id), answered, questions: units.length },
      points,
      now,
    )
    return report
  })
}

/**
 * The learner's wrong-answer book: missed questions not yet right as many times in a row as
 * the learner chose (2 by default); or its 已掌握 archive; by chapter or type when asked.
 */
export async function wrongBook(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  filter: { mastered?: boolean; chapterId?: number; kind?: string } = {},
): Promise<WrongBookItem[]> {
  await existingSubject(db, subjectId)
  const exit = await wrongExitOf(db, userId)
  const rows = await wrongBookRows(db, userId, subjectId, exit, filter)
  return rows.map((row) => ({
    questionId: Number(row.id),
    type: row.kind,
    stem: row.stem,
    chapterId: Number(row.chapter_id),
    chapterTitle: row.chapter_title,
    wrongCount: Number(row.wrong_count),
    streak: Number(row.streak),
  }))
}
