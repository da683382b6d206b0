import { sql } from 'kysely'
import { SUBJECT_STRUCTURES } from '@common/constants/exam-structures'
import { BANK_SEEDS } from '@server/db/seed/bank'
import { allQuestions, checkSubjectSeed, countQuestions } from '@server/db/seed/bank/check-content'
import { countUnits } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

const MAIN_SUBJECTS = [
  [5617, '初级会计实务'],
  [5617, '经济法基础'],
  [216, '中级会计实务'],
  [7652, '会计'],
] as const

describe('the written question bank', () => {
  it.each(BANK_SEEDS.map((seed) => [seed.name, seed] as const))(
    '%s passes every check',
    (_name, seed) => {
      expect(checkSubjectSeed(seed)).toEqual([])
    },
  )

  it('has content for every subject of the four exams', () => {
    const written = BANK_SEEDS.map((seed) => `${seed.examId} ${seed.name}`).sort()
    expect(written).toEqual(SUBJECT_STRUCTURES.map((s) => `${s.examId} ${s.subject}`).sort())
  })

  it.each(MAIN_SUBJECTS)('%s %s has 2 full papers and 150+ questions', (examId, name) => {
    const seed = BANK_SEEDS.find((s) => s.examId === examId && s.name === name)
    expect(seed).toBeDefined()
    if (!seed) return
    expect(seed.papers.filter((paper) => paper.kind !== 'sprint').length).toBeGreaterThanOrEqual(2)
    expect(countQuestions(allQuestions(seed))).toBeGreaterThanOrEqual(150)
  })

  it('finds a problem where there is one', () => {
    const [seed] = BANK_SEEDS
    const broken = {
      ...seed,
      practice: [
        {
          kind: 'single' as const,
          stem: '（测试）下列说法正确的是（　）。',
          options: ['甲', '乙'],
          answer: 'AB',
          analysis: '测试',
          points: ['no-such-point'],
        },
      ],
    }
    expect(checkSubjectSeed(broken)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown point no-such-point'),
        expect.stringContaining('single with answer AB'),
      ]),
    )
  })
})

describeServer('the seeded question bank', (server) => {
  it("gives every subject of the newest year a mock paper worth its structure's marks", async () => {
    const rows = await server.app.db
      .selectFrom('papers')
      .innerJoin('bank_subjects', 'bank_subjects.id', 'papers.subject_id')
      .innerJoin('paper_questions', 'paper_questions.paper_id', 'papers.id')
      .innerJoin('questions', 'questions.id', 'paper_questions.question_id')
      .select([
        'bank_subjects.exam_id',
        'bank_subjects.name',
        'papers.id',
        'papers.total_marks',
        'papers.minutes',
        sql<number>`sum(paper_questions.marks)`.as('marks'),
      ])
      .where('papers.kind', '=', 'mock')
      .groupBy([
        'bank_subjects.exam_id',
        'bank_subjects.name',
        'papers.id',
        'papers.total_marks',
        'papers.minutes',
      ])
      .execute()
    for (const structure of SUBJECT_STRUCTURES) {
      const papers = rows.filter(
        (row) => Number(row.exam_id) === structure.examId && row.name === structure.subject,
      )
      expect({ subject: structure.subject, papers: papers.length }).toEqual({
        subject: structure.subject,
        papers: 2,
      })
      for (const paper of papers) {
        expect(Number(paper.marks)).toBe(structure.totalMarks * 100)
        expect(Number(paper.total_marks)).toBe(structure.totalMarks * 100)
        expect(Number(paper.minutes)).toBe(structure.minutes)
      }
    }
  })

  it("keeps each subject's question count equal to its answerable questions", async () => {
    const subjects = await server.app.db
      .selectFrom('bank_subjects')
      .select(['id', 'question_count'])
      .execute()
    for (const subject of subjects) {
      expect(Number(subject.question_count)).toBe(await countUnits(server.app, Number(subject.id)))
    }
  })

  it('holds every kind of question, 会计分录 answers among them', async () => {
    const kinds = await server.app.db.selectFrom('questions').select('kind').distinct().execute()
    expect(kinds.map((row) => row.kind).sort()).toEqual(
      [
        'case',
        'entry',
        'indefinite',
        'judge',
        'material',
        'multiple',
        'number',
        'single',
        'text',
      ].sort(),
    )
    const entry = await server.app.db
      .selectFrom('questions')
      .select('model_answer')
      .where('kind', '=', 'entry')
      .executeTakeFirstOrThrow()
    const lines = (JSON.parse(entry.model_answer) as { side: string; amount: number }[][]).flat()
    const total = (side: string) =>
      lines.filter((line) => line.side === side).reduce((sum, line) => sum + line.amount, 0)
    expect(total('借')).toBeCloseTo(total('贷'), 2)
  })

  it('stores every choice answer as option ids: each question has its right options', async () => {
    const wrong = await server.app.db
      .selectFrom('questions')
      .leftJoin('question_options', (join) =>
        join
          .onRef('question_options.question_id', '=', 'questions.id')
          .on('question_options.correct', '=', 1),
      )
      .select([
        'questions.id',
        'questions.kind',
        (eb) => eb.fn.count('question_options.id').as('n'),
      ])
      .where('questions.kind', 'in', ['single', 'multiple', 'judge', 'indefinite'])
      .groupBy(['questions.id', 'questions.kind'])
      .execute()
    for (const row of wrong) {
      const n = Number(row.n)
      if (row.kind === 'single' || row.kind === 'judge') expect(n).toBe(1)
      else expect(n).toBeGreaterThanOrEqual(row.kind === 'multiple' ? 2 : 1)
    }
  })
})
