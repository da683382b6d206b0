import type {
  AnswerPayload,
  AttemptReport,
  ReportGroup,
  ReportQuestion,
} from '@common/contracts/practice'
import {
  QUESTION_KIND_NAMES,
  type ChoiceKind,
  type QuestionKind,
} from '@common/constants/exam-structures'
import { entriesMatch, numberMatches, scoreChoice, type EntryLine } from '@common/rules/scoring'
import type { PaperQuestion } from './practice-questions'

const CHOICES = ['single', 'multiple', 'judge', 'indefinite']

/** Names of the parts that are not choices, for the report's accuracy by type. */
const PART_NAMES: Record<string, string> = { number: '计算题', text: '文字题', entry: '会计分录' }

export function typeName(kind: string): string {
  return QUESTION_KIND_NAMES[kind as QuestionKind] ?? PART_NAMES[kind] ?? kind
}

export interface Scored {
  /** Hundredths. */
  earned: number
  /** Null: a written answer the learner marks (自评), or nothing given. */
  correct: boolean | null
  needsMarking: boolean
}

/** The marks an answer earns by the exam's rules (../shared/notes/exam-structures.md). */
export function scoreAnswer(
  examId: number,
  question: PaperQuestion,
  answer: AnswerPayload | undefined,
  /** Hundredths the learner gave a written answer (自评), if marked. */
  selfMarks: number | null = null,
): Scored {
  if (!answer)
    return { earned: 0, correct: question.kind === 'text' ? null : false, needsMarking: false }
  if (CHOICES.includes(question.kind)) {
    const marks = scoreChoice({
      examId,
      kind: question.kind as ChoiceKind,
      marks: question.score / 100,
      answer: question.options.filter((o) => o.correct).map((o) => String(o.id)),
      chosen: (answer.optionIds ?? []).map(String),
    })
    const earned = Math.round(marks * 100)
    return { earned, correct: earned === question.score, needsMarking: false }
  }
  if (question.kind === 'number') {
    const right = numberMatches(Number(question.modelAnswer), answer.text ?? '')
    return { earned: right ? question.score : 0, correct: right, needsMarking: false }
  }
  if (question.kind === 'entry') {
    const model = JSON.parse(question.modelAnswer) as EntryLine[][]
    const right = entriesMatch(model, answer.entries ?? [])
    return { earned: right ? question.score : 0, correct: right, needsMarking: false }
  }
  const written = (answer.text ?? '').trim() !== ''
  if (written && selfMarks !== null) {
    const earned = Math.min(selfMarks, question.score)
    return {
      earned,
      correct: earned === question.score ? true : earned === 0 ? false : null,
      needsMarking: false,
    }
  }
  return { earned: 0, correct: null, needsMarking: written }
}

function group(rows: { key: string; question: PaperQuestion; scored: Scored }[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>()
  for (const { key, question, scored } of rows) {
    const entry = groups.get(key) ?? { name: key, questions: 0, right: 0, score: 0, earned: 0 }
    entry.questions += 1
    entry.right += scored.correct ? 1 : 0
    entry.score += question.score
    entry.earned += scored.earned
    groups.set(key, entry)
  }
  return [...groups.values()].map((entry) => ({
    ...entry,
    score: entry.score / 100,
    earned: entry.earned / 100,
  }))
}

/**
 * Chapter groups in the textbook's order (the titles as the subject sorts them), not in the
 * order the paper happens to ask them; an unknown chapter last.
 */
function inTextbookOrder(groups: ReportGroup[], titles: string[]): ReportGroup[] {
  const place = (name: string) => {
    const index = titles.indexOf(name)
    return index < 0 ? titles.length : index
  }
  return [...groups].sort((a, b) => place(a.name) - place(b.name))
}

export function buildReport(input: {
  attemptId: number
  paperId: number
  examId: number
  /** Hundredths; 0 when the paper has none (practice sets: 60 % of the total). */
  passMarks: number
  startedAt: number
  submittedAt: number
  units: PaperQuestion[]
  answers: Map<number, AnswerPayload>
  /** Hundredths given to written answers by the learner (自评). */
  selfMarks: Map<number, number>
  chapterTitles: Map<number, string>
  /** Whether other learners take the paper (a learner's own set: not). */
  ranked: boolean
  rank: (score: number) => Promise<number>
  mostMissed: number[]
}): Promise<AttemptReport> {
  const rows = input.units.map((question) => ({
    question,
    scored: scoreAnswer(
      input.examId,
      question,
      input.answers.get(question.id),
      input.selfMarks.get(question.id) ?? null,
    ),
    answer: input.answers.get(question.id),
  }))
  const score = rows.reduce((sum, row) => sum + row.scored.earned, 0)
  const total = rows.reduce((sum, row) => sum + row.question.score, 0)
  const pass = input.passMarks > 0 ? input.passMarks : Math.ceil(total * 0.6)
  const questions: ReportQuestion[] = rows.map(({ question, scored, answer }) => ({
    id: question.id,
    type: question.type,
    chapterId: question.chapterId,
    correctOptionIds: question.options.filter((o) => o.correct).map((o) => o.id),
    analysis: question.analysis,
    yourOptionIds: answer?.optionIds ?? [],
    yourText: answer?.text ?? (answer?.entries ? JSON.stringify(answer.entries) : ''),
    modelAnswer: question.modelAnswer,
    score: question.score / 100,
    earned: scored.earned / 100,
    needsMarking: scored.needsMarking,
    selfMarks: input.selfMarks.has(question.id)
      ? (input.selfMarks.get(question.id) as number) / 100
      : null,
  }))
  return input.rank(score).then((beatPercent) => ({
    attemptId: input.attemptId,
    paperId: input.paperId,
    score: score / 100,
    totalScore: total / 100,
    passScore: pass / 100,
    // A set with nothing to score (only written parts left unmarked) is not passed.
    passed: total > 0 && score >= pass,
    usedSeconds: Math.max(0, Math.round((input.submittedAt - input.startedAt) / 1000)),
    questions,
    byType: group(rows.map((row) => ({ ...row, key: typeName(row.question.kind) }))),
    byChapter: inTextbookOrder(
      group(
        rows.map((row) => ({
          ...row,
          key: input.chapterTitles.get(row.question.chapterId) ?? '其他',
        })),
      ),
      [...input.chapterTitles.values()],
    ),
    beatPercent,
    ranked: input.ranked,
    mostMissed: input.mostMissed,
  }))
}
