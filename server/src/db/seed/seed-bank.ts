import type { Kysely, Transaction } from 'kysely'
import { EXAMS } from '@common/constants/exams'
import {
  QUESTION_KIND_NAMES,
  SUBJECT_STRUCTURES,
  type PaperSection,
  type SubjectStructure,
} from '@common/constants/exam-structures'
import type { Database, PaperKind } from '../schema'
import { BANK_SEEDS } from './bank'
import { checkSubjectSeed } from './bank/check-content'
import type { PartSeed, QuestionSeed, SubjectSeed } from './bank/content-types'
import { BANK_EXAM_DAYS, bankYears, SUBJECT_UPDATES, TRIAL_PER_CHAPTER } from './bank/calendar'

type Db = Kysely<Database> | Transaction<Database>

const LETTERS = 'ABCDEFGH'
const cents = (marks: number) => Math.round(marks * 100)

async function insertId(query: {
  executeTakeFirstOrThrow(): Promise<{ id: number }>
}): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).id)
}

/** A question as stored: its id, the units a learner answers in it, and its chapter. */
interface Stored {
  id: number
  units: number
  chapterId: number
  seed: QuestionSeed
}

/** Writes one subject's content; returns its questions in the order they were written. */
class SubjectWriter {
  private readonly chapterOfPoint = new Map<string, number>()
  private readonly pointIds = new Map<string, number>()
  private readonly stored = new Map<QuestionSeed, Stored>()
  private sort = 0

  constructor(
    private readonly db: Db,
    private readonly subjectId: number,
    private readonly seed: SubjectSeed,
  ) {}

  async chapters(): Promise<number[]> {
    const chapterIds: number[] = []
    for (const [index, chapter] of this.seed.chapters.entries()) {
      const chapterId = await insertId(
        this.db
          .insertInto('bank_chapters')
          .values({
            subject_id: this.subjectId,
            parent_id: null,
            title: chapter.title,
            sort: index,
          })
          .returning('id'),
      )
      chapterIds.push(chapterId)
      if (chapter.sections.length > 0) {
        await this.db
          .insertInto('bank_chapters')
          .values(
            chapter.sections.map((title, sort) => ({
              subject_id: this.subjectId,
              parent_id: chapterId,
              title,
              sort,
            })),
          )
          .execute()
      }
      for (const [sort, point] of chapter.points.entries()) {
        const pointId = await insertId(
          this.db
            .insertInto('knowledge_points')
            .values({
              subject_id: this.subjectId,
              chapter_id: chapterId,
              name: point.name,
              importance: point.importance,
              sort: index * 100 + sort,
            })
            .returning('id'),
        )
        this.pointIds.set(point.key, pointId)
        this.chapterOfPoint.set(point.key, chapterId)
      }
    }
    return chapterIds
  }

  private async row(values: {
    parentId: number | null
    chapterId: number
    kind: Database['questions']['kind']
    stem: string
    title?: string
    analysis?: string
    modelAnswer?: string
    marks?: number
    difficulty?: number
    source: string
    points: string[]
    options?: { content: string; correct: boolean }[]
  }): Promise<number> {
    const id = await insertId(
      this.db
        .insertInto('questions')
        .values({
          subject_id: this.subjectId,
          chapter_id: values.chapterId,
          parent_id: values.parentId,
          kind: values.kind,
          title: values.title ?? '',
          stem: values.stem,
          analysis: values.analysis ?? '',
          model_answer: values.modelAnswer ?? '',
          marks: values.marks ?? 0,
          difficulty: values.difficulty ?? 2,
          source: values.source,
          sort: this.sort++,
        })
        .returning('id'),
    )
    if (values.options && values.options.length > 0) {
      await this.db
        .insertInto('question_options')
        .values(
          values.options.map((option, sort) => ({
            question_id: id,
            content: option.content,
            correct: option.correct ? 1 : 0,
            sort,
          })),
        )
        .execute()
    }
    const points = [...new Set(values.points)].map((key) => this.pointIds.get(key) as number)
    if (points.length > 0) {
      await this.db
        .insertInto('question_points')
        .values(points.map((point_id) => ({ question_id: id, point_id })))
        .execute()
    }
    return id
  }

  private static options(options: string[], answer: string) {
    return options.map((content, index) => ({ content, correct: answer.includes(LETTERS[index]) }))
  }

  private static judgeOptions(answer: boolean) {
    return [
      { content: '正确', correct: answer },
      { content: '错误', correct: !answer },
    ]
  }

  private async part(part: PartSeed, parentId: number, chapterId: number, source: string) {
    const common = {
      parentId,
      chapterId,
      stem: part.stem,
      analysis: part.analysis,
      difficulty: part.difficulty,
      marks: cents(part.marks),
      source,
      points: [],
    }
    switch (part.kind) {
      case 'single':
      case 'multiple':
      case 'indefinite':
        return this.row({
          ...common,
          kind: part.kind,
          options: SubjectWriter.options(part.options, part.answer),
        })
      case 'judge':
        return this.row({
          ...common,
          kind: 'judge',
          options: SubjectWriter.judgeOptions(part.answer),
        })
      case 'text':
        return this.row({ ...common, kind: 'text', modelAnswer: part.answer })
      case 'number':
        return this.row({
          ...common,
          kind: 'number',
          modelAnswer: JSON.stringify({ value: part.answer, unit: part.unit }),
        })
      case 'entry':
        return this.row({ ...common, kind: 'entry', modelAnswer: JSON.stringify(part.answer) })
    }
  }

  /** Writes a question once (papers may share one with the chapter practice). */
  async question(question: QuestionSeed, source: string, title = ''): Promise<Stored> {
    const known = this.stored.get(question)
    if (known) return known
    const firstPoint =
      question.kind === 'case' ? question.questions[0].points[0] : question.points[0]
    const chapterId = this.chapterOfPoint.get(firstPoint) as number
    let stored: Stored
    if (question.kind === 'case') {
      const id = await this.row({
        parentId: null,
        chapterId,
        kind: 'case',
        stem: question.material,
        source,
        points: [],
      })
      for (const sub of question.questions) {
        await this.row({
          parentId: id,
          chapterId,
          kind: 'indefinite',
          stem: sub.stem,
          analysis: sub.analysis,
          difficulty: sub.difficulty,
          source,
          points: sub.points,
          options: SubjectWriter.options(sub.options, sub.answer),
        })
      }
      stored = { id, units: question.questions.length, chapterId, seed: question }
    } else if (question.kind === 'material') {
      const id = await this.row({
        parentId: null,
        chapterId,
        kind: 'material',
        title,
        stem: question.material,
        marks: question.parts.reduce((sum, part) => sum + cents(part.marks), 0),
        source,
        points: question.points,
      })
      for (const part of question.parts) await this.part(part, id, chapterId, source)
      stored = { id, units: 1, chapterId, seed: question }
    } else {
      const id = await this.row({
        parentId: null,
        chapterId,
        kind: question.kind,
        stem: question.stem,
        analysis: question.analysis,
        difficulty: question.difficulty,
        source,
        points: question.points,
        options:
          question.kind === 'judge'
            ? SubjectWriter.judgeOptions(question.answer)
            : SubjectWriter.options(question.options, question.answer),
      })
      stored = { id, units: 1, chapterId, seed: question }
    }
    this.stored.set(question, stored)
    return stored
  }

  all(): Stored[] {
    return [...this.stored.values()]
  }
}

/** A section's name on a paper: 单选题, 不定项选择题, or the material section's own. */
function sectionName(section: PaperSection): string {
  return section.kind === 'material' ? section.title : QUESTION_KIND_NAMES[section.kind]
}

/**
 * The marks of a question as placed on a paper, in hundredths: a 不定项 case's are all its
 * sub-questions' (each worth the section's marks), a material question's the sum of its parts'.
 */
function questionMarks(section: PaperSection, question: QuestionSeed): number {
  if (section.kind !== 'material') {
    return cents(section.marks) * (question.kind === 'case' ? question.questions.length : 1)
  }
  return question.kind === 'material'
    ? question.parts.reduce((sum, part) => sum + cents(part.marks), 0)
    : 0
}

interface PaperPlan {
  kind: PaperKind
  title: string
  chapterId?: number
  free?: boolean
  structure?: SubjectStructure
  /** The questions by section (a full paper), or one list (practice). */
  sections: QuestionSeed[][]
}

async function writePaper(
  db: Db,
  writer: SubjectWriter,
  subjectId: number,
  plan: PaperPlan,
  sort: number,
): Promise<void> {
  const source = plan.kind === 'chapter' || plan.kind === 'trial' ? '原创' : plan.title
  const rows: { question: Stored; section: string; marks: number }[] = []
  for (const [index, questions] of plan.sections.entries()) {
    const section = plan.structure?.sections[index]
    for (const seed of questions) {
      const title = section?.kind === 'material' ? section.title : ''
      const question = await writer.question(seed, source, title)
      rows.push({
        question,
        section: section ? sectionName(section) : '',
        marks: section ? questionMarks(section, seed) : 0,
      })
    }
  }
  const paperId = await insertId(
    db
      .insertInto('papers')
      .values({
        subject_id: subjectId,
        kind: plan.kind,
        chapter_id: plan.chapterId ?? null,
        title: plan.title,
        minutes: plan.structure?.minutes ?? 0,
        total_marks: cents(plan.structure?.totalMarks ?? 0),
        pass_marks: cents(plan.structure?.passMarks ?? 0),
        question_count: rows.reduce((sum, row) => sum + row.question.units, 0),
        free: plan.free ? 1 : 0,
        sort,
      })
      .returning('id'),
  )
  if (rows.length > 0) {
    await db
      .insertInto('paper_questions')
      .values(
        rows.map((row, index) => ({
          paper_id: paperId,
          question_id: row.question.id,
          section: row.section,
          marks: row.marks,
          sort: index,
        })),
      )
      .execute()
  }
}

/**
 * The 押题卷: the subject's structure filled with questions that are not in its mock paper
 * (practice first, then the other papers), falling back to the mock's where the pool is short.
 */
function sprintSections(seed: SubjectSeed, structure: SubjectStructure): QuestionSeed[][] {
  const mock = new Set(seed.papers.find((paper) => paper.kind === 'mock')?.sections.flat())
  const pool = [
    ...seed.practice,
    ...seed.papers.filter((paper) => paper.kind !== 'mock').flatMap((p) => p.sections.flat()),
    ...seed.papers.filter((paper) => paper.kind === 'mock').flatMap((p) => p.sections.flat()),
  ].filter((question, index, all) => all.indexOf(question) === index)
  const fresh = pool.filter((question) => !mock.has(question))
  const taken = new Set<QuestionSeed>()
  const paperOf = (index: number) =>
    seed.papers.find((paper) => paper.kind === 'mock')?.sections[index] ?? []
  return structure.sections.map((section, index) => {
    // Material sections keep the mock's shape, so that their marks add up exactly.
    if (section.kind === 'material') return paperOf(index)
    const kind = section.kind === 'indefinite' ? 'case' : section.kind
    const wanted = section.kind === 'indefinite' ? (section.cases ?? 0) : section.count
    const choose = (list: QuestionSeed[]) =>
      list.filter((question) => question.kind === kind && !taken.has(question))
    const chosen = [...new Set([...choose(fresh), ...choose(pool)])].slice(0, wanted)
    const fits =
      section.kind !== 'indefinite' ||
      chosen.reduce((sum, q) => sum + (q.kind === 'case' ? q.questions.length : 0), 0) ===
        section.count
    const result = fits ? chosen : paperOf(index)
    result.forEach((question) => taken.add(question))
    return result
  })
}

/**
 * A paper's title as the bank of `year` lists it: mock and 押题 papers are written for that
 * year's sitting and say so; the 历年 papers and the chapters name no year.
 */
export function paperTitle(kind: PaperKind, title: string, year: number): string {
  return kind === 'mock' || kind === 'sprint' ? `${year}年${title}` : title
}

/** Writes a subject's chapters, questions and papers; returns the units it holds. */
async function writeSubject(
  db: Db,
  subjectId: number,
  seed: SubjectSeed,
  year: number,
): Promise<number> {
  const structure = SUBJECT_STRUCTURES.find(
    (entry) => entry.examId === seed.examId && entry.subject === seed.name,
  ) as SubjectStructure
  const writer = new SubjectWriter(db, subjectId, seed)
  const chapterIds = await writer.chapters()
  let sort = 0
  for (const paper of seed.papers) {
    const title = paperTitle(paper.kind, paper.title, year)
    await writePaper(db, writer, subjectId, { ...paper, title, structure }, sort++)
  }
  if (!seed.papers.some((paper) => paper.kind === 'sprint')) {
    const name = seed.name
    await writePaper(
      db,
      writer,
      subjectId,
      {
        kind: 'sprint',
        title: paperTitle('sprint', `${name}考前押题卷`, year),
        structure,
        sections: sprintSections(seed, structure),
      },
      sort++,
    )
  }
  for (const question of seed.practice) await writer.question(question, '原创')
  const all = writer.all()
  for (const [index, chapterId] of chapterIds.entries()) {
    const questions = all.filter((question) => question.chapterId === chapterId)
    if (questions.length === 0) continue
    await writePaper(
      db,
      writer,
      subjectId,
      {
        kind: 'chapter',
        title: seed.chapters[index].title,
        chapterId,
        sections: [questions.map((question) => question.seed)],
      },
      sort++,
    )
  }
  // 免费试做: the first choice questions of each chapter, open to visitors.
  const trial = chapterIds.flatMap((chapterId) =>
    all
      .filter(
        (q) => q.chapterId === chapterId && q.seed.kind !== 'case' && q.seed.kind !== 'material',
      )
      .slice(0, TRIAL_PER_CHAPTER),
  )
  await db
    .updateTable('questions')
    .set({ free: 1 })
    .where('id', 'in', trial.length > 0 ? trial.map((q) => q.id) : [0])
    .execute()
  await writePaper(
    db,
    writer,
    subjectId,
    {
      kind: 'trial',
      title: `${seed.name}免费试做`,
      free: true,
      sections: [trial.map((q) => q.seed)],
    },
    sort++,
  )
  return all.reduce((sum, question) => sum + question.units, 0)
}

/**
 * The demo question bank: the four exams, every subject of exam-structures.ts for this exam
 * year and the last one (each exam on its usual day, so the 押题卷 of last year is open and this
 * year's opens a week before its exam), with the written content of bank/subjects.
 */
export async function seedBank(db: Db, now: Date): Promise<void> {
  for (const seed of BANK_SEEDS) {
    const problems = checkSubjectSeed(seed)
    if (problems.length > 0) throw new Error(`bank content ${seed.name}: ${problems.join('; ')}`)
  }
  await db
    .insertInto('bank_exams')
    .values(EXAMS.map((exam, sort) => ({ id: exam.id, name: exam.name, sort })))
    .execute()
  for (const exam of EXAMS) {
    const structures = SUBJECT_STRUCTURES.filter((structure) => structure.examId === exam.id)
    for (const { year, examDate } of bankYears(BANK_EXAM_DAYS[exam.id], now)) {
      for (const [sort, structure] of structures.entries()) {
        const subjectId = await insertId(
          db
            .insertInto('bank_subjects')
            .values({
              exam_id: exam.id,
              name: structure.subject,
              year,
              exam_date: examDate,
              update_num: SUBJECT_UPDATES[sort % SUBJECT_UPDATES.length],
              sort,
            })
            .returning('id'),
        )
        const seed = BANK_SEEDS.find((s) => s.examId === exam.id && s.name === structure.subject)
        const units = seed ? await writeSubject(db, subjectId, seed, year) : 0
        await db
          .updateTable('bank_subjects')
          .set({ question_count: units })
          .where('id', '=', subjectId)
          .execute()
      }
    }
  }
}
