import { sql } from 'kysely'
import { SUBJECT_STRUCTURES } from '@common/constants/exam-structures'
import { readQuestions } from '@server/services/bank-import/read-questions'
import { BankFile, readDemoFile, SubjectFile } from '@server/services/demo-school/data-files'
import { sheetsOf, subjectFileProblems } from '@server/services/demo-school/subject-file'
import { countUnits } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

const BANK = readDemoFile('bank.json', BankFile)
const FILES = BANK.exams.flatMap((exam) =>
  exam.subjects.flatMap((subject) =>
    subject.file ? [[subject.file, readDemoFile(subject.file, SubjectFile)] as const] : [],
  ),
)

const MAIN_SUBJECTS = [
  [5617, '初级会计实务'],
  [5617, '经济法基础'],
  [216, '中级会计实务'],
  [7652, '会计'],
] as const

/** Questions a learner answers in a file: a case's sub-questions each, any other question once. */
function units(file: SubjectFile): number {
  const { questions } = readQuestions(sheetsOf(file), {
    chapters: new Map(file.chapters.map((chapter, id) => [chapter.title, id])),
    points: new Map(file.chapters.flatMap((c) => c.points).map((point, id) => [point.name, id])),
    stems: new Set(),
  })
  return questions.reduce((sum, q) => sum + (q.shape === 'case' ? q.parts.length : 1), 0)
}

describe('the demo bank as data (server/demo-school)', () => {
  it.each(FILES)('%s passes the import and the exam structures', (_name, file) => {
    expect(subjectFileProblems(file)).toEqual([])
  })

  it('has content for every subject of the four exams', () => {
    const written = FILES.map(([, file]) => `${file.exam} ${file.subject}`).sort()
    expect(written).toEqual(SUBJECT_STRUCTURES.map((s) => `${s.examId} ${s.subject}`).sort())
  })

  it.each(MAIN_SUBJECTS)('%s %s has 2 full papers and 150+ questions', (examId, name) => {
    const file = FILES.map(([, each]) => each).find((f) => f.exam === examId && f.subject === name)
    expect(file).toBeDefined()
    if (!file) return
    expect(file.papers.filter((paper) => paper.kind !== 'sprint').length).toBeGreaterThanOrEqual(2)
    expect(units(file)).toBeGreaterThanOrEqual(150)
  })

  it('finds a problem where there is one: a row, a paper naming no question, a short paper', () => {
    const [[, file]] = FILES
    const [first, ...rest] = file.questions.题目
    const badRow = {
      ...first,
      题型: '单选',
      选项A: '甲',
      选项B: '乙',
      答案: 'AB',
      知识点: '没有这个考点',
    }
    expect(
      subjectFileProblems({ ...file, questions: { ...file.questions, 题目: [badRow, ...rest] } }),
    ).toEqual([
      '题目 第 2 行 答案：单选题只能有一个答案',
      '题目 第 2 行 知识点：知识点“没有这个考点”不存在于该科目',
    ])
    const [paper] = file.papers
    const [section, ...others] = paper.sections
    const broken = { ...paper, sections: [{ ...section, questions: ['9999'] }, ...others] }
    expect(subjectFileProblems({ ...file, papers: [broken] })).toEqual(
      expect.arrayContaining([
        `试卷“${paper.title}”的 ${section.name} 引用了不存在的题目 9999`,
        `试卷“${paper.title}”：总分 60 分，应为 100 分`,
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
