import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import { findStructure, type SubjectStructure } from '@common/constants/exam-structures'
import type {
  AssembleInput,
  ConsolePaper,
  ConsolePaperDetail,
  NewPaper,
  PaperQuestion,
  PaperQuestionsInput,
} from '@common/contracts/console-papers'
import { CONSOLE_PAPER_KINDS } from '@common/contracts/console-papers'
import { marksOnPaper, paperStructureProblems, sectionNameOf } from '@common/rules/paper-structure'
import type { Database, PaperTable } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>
type PaperRow = Selectable<PaperTable>

const EXAM_SHAPED = ['mock', 'past', 'sprint']

async function structureOf(db: Db, subjectId: number): Promise<SubjectStructure | undefined> {
  const subject = await db
    .selectFrom('bank_subjects')
    .select(['exam_id', 'name'])
    .where('id', '=', subjectId)
    .executeTakeFirst()
  if (!subject) throw FAILURES.subjectNotFound()
  return findStructure(Number(subject.exam_id), subject.name)
}

type Sections = { name: string; questions: PaperQuestion[] }[]

/** Papers' questions in order, grouped by section as placed, by paper (one query for all). */
async function sectionsOfPapers(db: Db, paperIds: number[]): Promise<Map<number, Sections>> {
  const byPaper = new Map<number, Sections>(paperIds.map((id) => [id, []]))
  if (paperIds.length === 0) return byPaper
  const rows = await db
    .selectFrom('paper_questions')
    .innerJoin('questions', 'questions.id', 'paper_questions.question_id')
    .select((eb) => [
      'paper_questions.paper_id',
      'questions.id',
      'questions.kind',
      'questions.title',
      'questions.stem',
      'paper_questions.section',
      'paper_questions.marks',
      eb
        .selectFrom('questions as part')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('part.parent_id', '=', 'questions.id')
        .as('parts'),
    ])
    .where('paper_questions.paper_id', 'in', paperIds)
    .orderBy('paper_questions.paper_id')
    .orderBy('paper_questions.sort')
    .execute()
  for (const row of rows) {
    const sections = byPaper.get(Number(row.paper_id)) as Sections
    let section = sections.at(-1)
    if (!section || section.name !== row.section) {
      section = { name: row.section, questions: [] }
      sections.push(section)
    }
    section.questions.push({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      stem: row.stem.length > 80 ? `${row.stem.slice(0, 80)}…` : row.stem,
      units: row.kind === 'case' ? Number(row.parts ?? 0) : 1,
      marks: Number(row.marks),
    })
  }
  return byPaper
}

/** A paper's questions in order, grouped by section as placed. */
async function sectionsOf(db: Db, paperId: number): Promise<Sections> {
  return (await sectionsOfPapers(db, [paperId])).get(paperId) as Sections
}

function problemsOf(
  paper: PaperRow,
  sections: Sections,
  structure: SubjectStructure | undefined,
): string[] {
  if (sections.length === 0) return ['试卷还没有题目']
  if (!EXAM_SHAPED.includes(paper.kind)) return []
  if (!structure) return []
  return paperStructureProblems(structure, {
    minutes: Number(paper.minutes),
    passMarks: Number(paper.pass_marks),
    sections,
  })
}

function toConsolePaper(paper: PaperRow, problems: string[]): ConsolePaper {
  return {
    id: Number(paper.id),
    subjectId: Number(paper.subject_id),
    kind: paper.kind,
    title: paper.title,
    minutes: Number(paper.minutes),
    totalMarks: Number(paper.total_marks),
    passMarks: Number(paper.pass_marks),
    questionCount: Number(paper.question_count),
    status: paper.status,
    problems,
  }
}

async function paperRow(db: Db, id: number): Promise<PaperRow> {
  const paper = await db
    .selectFrom('papers')
    .selectAll()
    .where('id', '=', id)
    .where('kind', 'in', [...CONSOLE_PAPER_KINDS])
    .executeTakeFirst()
  if (!paper) throw FAILURES.paperNotFound()
  return paper
}

/** A subject's papers of the kinds the console assembles, each with its problems. */
export async function consolePapers(
  db: Kysely<Database>,
  subjectId: number,
): Promise<ConsolePaper[]> {
  const structure = await structureOf(db, subjectId)
  const papers = await db
    .selectFrom('papers')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('kind', 'in', [...CONSOLE_PAPER_KINDS])
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const sections = await sectionsOfPapers(
    db,
    papers.map((paper) => Number(paper.id)),
  )
  return papers.map((paper) =>
    toConsolePaper(paper, problemsOf(paper, sections.get(Number(paper.id)) as Sections, structure)),
  )
}

export async function consolePaper(db: Db, id: number): Promise<ConsolePaperDetail> {
  const paper = await paperRow(db, id)
  const structure = await structureOf(db, Number(paper.subject_id))
  const sections = await sectionsOf(db, id)
  return {
    ...toConsolePaper(paper, problemsOf(paper, sections, structure)),
    sections,
    structure: (structure?.sections ?? []).map((section) => ({
      name: sectionNameOf(section),
      kind: section.kind,
      count: section.count,
      marks: Math.round((section.kind === 'material' ? section.totalMarks : section.marks) * 100),
      ...(section.kind === 'indefinite' && section.cases ? { cases: section.cases } : {}),
    })),
  }
}

/** A draft paper of a subject; its time and pass line the exam's unless given. */
export async function createPaper(
  db: Kysely<Database>,
  input: NewPaper,
  actor: Actor,
  now: Instant,
): Promise<ConsolePaperDetail> {
  const title = input.title.trim()
  if (!title) throw new ApiFailure(400, '请填写试卷名称')
  const structure = await structureOf(db, input.subjectId)
  const shaped = EXAM_SHAPED.includes(input.kind)
  const id = await db.transaction().execute(async (trx) => {
    const { sort } = await trx
      .selectFrom('papers')
      .select(sql<number>`coalesce(max(sort), -1)`.as('sort'))
      .where('subject_id', '=', input.subjectId)
      .executeTakeFirstOrThrow()
    const made = await trx
      .insertInto('papers')
      .values({
        subject_id: input.subjectId,
        kind: input.kind,
        chapter_id: null,
        title,
        minutes: input.minutes ?? (shaped ? (structure?.minutes ?? 0) : 0),
        total_marks: shaped ? Math.round((structure?.totalMarks ?? 0) * 100) : 0,
        pass_marks: input.passMarks ?? (shaped ? Math.round((structure?.passMarks ?? 0) * 100) : 0),
        free: input.free || input.kind === 'trial' ? 1 : 0,
        sort: Number(sort) + 1,
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const paperId = Number(made.id)
    await audit(
      trx,
      actor,
      'paper.create',
      `paper:${paperId}`,
      { after: { title, kind: input.kind } },
      now,
    )
    return paperId
  })
  return consolePaper(db, id)
}

export interface Placement {
  name: string
  marks: number
  questionIds: number[]
}

/** Writes a draft paper's sections: each question's marks by its kind, the counts that follow. */
export async function placeQuestions(
  trx: Db,
  paper: PaperRow,
  sections: Placement[],
): Promise<void> {
  if (paper.status === 'published') {
    throw new ApiFailure(409, '已发布的试卷不能修改题目：请先撤回')
  }
  const ids = sections.flatMap((section) => section.questionIds)
  if (new Set(ids).size !== ids.length) throw new ApiFailure(400, '同一道题不能在试卷中出现两次')
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('questions')
          .select((eb) => [
            'questions.id',
            'questions.kind',
            'questions.marks',
            eb
              .selectFrom('questions as part')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('part.parent_id', '=', 'questions.id')
              .as('parts'),
          ])
          .where('questions.id', 'in', ids)
          .where('questions.subject_id', '=', Number(paper.subject_id))
          .where('questions.parent_id', 'is', null)
          .execute()
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length > 0) throw new ApiFailure(400, `题目 ${missing.join('、')} 不属于该科目`)
  const values = sections.flatMap((section) =>
    section.questionIds.map((id) => {
      const row = byId.get(id)!
      const units = row.kind === 'case' ? Number(row.parts ?? 0) : 1
      return {
        question_id: id,
        section: section.name.trim(),
        units,
        marks: marksOnPaper({ kind: row.kind, units, ownMarks: Number(row.marks) }, section.marks),
      }
    }),
  )
  await trx.deleteFrom('paper_questions').where('paper_id', '=', paper.id).execute()
  if (values.length > 0) {
    await trx
      .insertInto('paper_questions')
      .values(
        values.map((value, sort) => ({
          paper_id: paper.id,
          question_id: value.question_id,
          section: value.section,
          marks: value.marks,
          sort,
        })),
      )
      .execute()
  }
  const total = values.reduce((sum, value) => sum + value.marks, 0)
  await trx
    .updateTable('papers')
    .set({
      question_count: values.reduce((sum, value) => sum + value.units, 0),
      // An exam-shaped paper's total is the exam's; the others' is what they hold.
      ...(EXAM_SHAPED.includes(paper.kind) ? {} : { total_marks: total }),
    })
    .where('id', '=', paper.id)
    .execute()
}

/** A draft paper's questions chosen by hand, section by section. */
export async function setPaperQuestions(
  db: Kysely<Database>,
  id: number,
  input: PaperQuestionsInput,
  actor: Actor,
  now: Instant,
): Promise<ConsolePaperDetail> {
  await db.transaction().execute(async (trx) => {
    const paper = await paperRow(trx, id)
    await placeQuestions(trx, paper, input.sections)
    await audit(
      trx,
      actor,
      'paper.questions',
      `paper:${id}`,
      { after: { questions: input.sections.reduce((sum, s) => sum + s.questionIds.length, 0) } },
      now,
    )
  })
  return consolePaper(db, id)
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

/**
 * A draft paper's questions drawn by rule: per section its kind, how many, each one's marks,
 * from which chapters and of which difficulty, at random among the subject's questions not
 * drawn already. A 不定项 section draws cases until their sub-questions make the count; a
 * material section draws material questions of its name, each with its own marks.
 */
export async function assemblePaper(
  db: Kysely<Database>,
  id: number,
  input: AssembleInput,
  actor: Actor,
  now: Instant,
  random: () => number = Math.random,
): Promise<ConsolePaperDetail> {
  await db.transaction().execute(async (trx) => {
    const paper = await paperRow(trx, id)
    const chosen = new Set<number>()
    const placements: Placement[] = []
    for (const [index, rule] of input.sections.entries()) {
      const where = `第 ${index + 1} 部分（${rule.name}）`
      const stored = rule.kind === 'indefinite' ? 'case' : rule.kind
      const candidates = await trx
        .selectFrom('questions')
        .select((eb) => [
          'questions.id',
          eb
            .selectFrom('questions as part')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('part.parent_id', '=', 'questions.id')
            .as('parts'),
        ])
        .where('questions.subject_id', '=', Number(paper.subject_id))
        .where('questions.parent_id', 'is', null)
        .where('questions.kind', '=', stored)
        .$if(rule.kind === 'material', (q) => q.where('questions.title', '=', rule.name))
        .$if((rule.chapterIds ?? []).length > 0, (q) =>
          q.where('questions.chapter_id', 'in', rule.chapterIds!),
        )
        .$if(rule.difficulty !== undefined, (q) =>
          q.where('questions.difficulty', '=', rule.difficulty!),
        )
        .orderBy('questions.id')
        .execute()
      const pool = shuffled(
        candidates.filter((row) => !chosen.has(Number(row.id))),
        random,
      )
      const picked: number[] = []
      let units = 0
      for (const row of pool) {
        if (units >= rule.count) break
        const size = rule.kind === 'indefinite' ? Number(row.parts ?? 0) : 1
        if (size === 0 || units + size > rule.count) continue
        picked.push(Number(row.id))
        units += size
      }
      if (units < rule.count) {
        throw new ApiFailure(
          400,
          rule.kind === 'indefinite'
            ? `${where}：符合条件的不定项案例凑不满 ${rule.count} 道小题（可凑 ${units} 道）`
            : `${where}：符合条件的只有 ${pool.length} 道，需要 ${rule.count} 道`,
        )
      }
      picked.forEach((each) => chosen.add(each))
      placements.push({ name: rule.name, marks: rule.marks, questionIds: picked })
    }
    await placeQuestions(trx, paper, placements)
    await audit(
      trx,
      actor,
      'paper.assemble',
      `paper:${id}`,
      { after: { sections: input.sections.length, questions: chosen.size } },
      now,
    )
  })
  return consolePaper(db, id)
}

/** Publishes a paper that has the exam's structure (learners see it at once), or withdraws one. */
export async function setPaperStatus(
  db: Kysely<Database>,
  id: number,
  status: 'published' | 'draft',
  actor: Actor,
  now: Instant,
): Promise<ConsolePaperDetail> {
  const detail = await consolePaper(db, id)
  if (status === 'published' && detail.problems.length > 0) {
    throw new ApiFailure(400, `试卷与考试结构不符，不能发布：${detail.problems.join('；')}`)
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('papers').set({ status }).where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      status === 'published' ? 'paper.publish' : 'paper.withdraw',
      `paper:${id}`,
      { before: { status: detail.status }, after: { status } },
      now,
    )
  })
  return consolePaper(db, id)
}
