import { Type, type Static } from 'typebox'
import { BANK_CATALOGUE_RULES as RULES } from '@common/rules/bank-catalogue'
import { envelope } from './envelope'

/** A calendar day as the console writes it: 2027-05-15 (China time). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** A subject of an exam in one year, as the console edits it. */
export const ConsoleBankSubjectSchema = Type.Object({
  id: Type.Integer(),
  examId: Type.Integer(),
  name: Type.String(),
  year: Type.Integer(),
  examDate: Day,
  /** The day its 押题卷 opens; null: a week before the exam. */
  sprintDate: Type.Union([Day, Type.Null()]),
  questionCount: Type.Integer(),
  chapterCount: Type.Integer(),
})
export type ConsoleBankSubject = Static<typeof ConsoleBankSubjectSchema>

/** GET /admin/api/exams: the bank's exams with their subjects, newest year first. */
export const ConsoleExamSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sort: Type.Integer(),
  subjects: Type.Array(ConsoleBankSubjectSchema),
})
export type ConsoleExam = Static<typeof ConsoleExamSchema>
export const ConsoleExamListEnvelope = envelope(Type.Array(ConsoleExamSchema))

export const ExamBody = Type.Object({
  name: Type.String({ maxLength: RULES.nameMax * 2 }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
})
export type ExamInput = Static<typeof ExamBody>
export const ExamEnvelope = envelope(
  Type.Object({ id: Type.Integer(), name: Type.String(), sort: Type.Integer() }),
)

/** POST /admin/api/subjects: a subject of a year; `copyFrom` copies another's chapters and points. */
export const NewBankSubjectBody = Type.Object({
  examId: Type.Integer({ minimum: 1 }),
  name: Type.String({ maxLength: RULES.nameMax * 2 }),
  year: Type.Integer({ minimum: RULES.yearMin, maximum: RULES.yearMax }),
  examDate: Day,
  sprintDate: Type.Optional(Type.Union([Day, Type.Null()])),
  copyFrom: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type NewBankSubject = Static<typeof NewBankSubjectBody>

/** PATCH /admin/api/subjects/:id: what changes. */
export const BankSubjectChangeBody = Type.Partial(
  Type.Object({
    name: NewBankSubjectBody.properties.name,
    year: NewBankSubjectBody.properties.year,
    examDate: Day,
    sprintDate: Type.Union([Day, Type.Null()]),
  }),
)
export type BankSubjectChange = Static<typeof BankSubjectChangeBody>
export const ConsoleBankSubjectEnvelope = envelope(ConsoleBankSubjectSchema)

/** A knowledge point as the console edits it, with what links to it. */
export const ConsoleKnowledgeSchema = Type.Object({
  id: Type.Integer(),
  chapterId: Type.Integer(),
  name: Type.String(),
  importance: Type.Integer(),
  questionCount: Type.Integer(),
  lessonIds: Type.Array(Type.Integer()),
})
export type ConsoleKnowledge = Static<typeof ConsoleKnowledgeSchema>

/** GET /admin/api/chapters?subjectId=: the chapters in order, each with its 节 and points. */
export const ConsoleBankChapterSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sort: Type.Integer(),
  questionCount: Type.Integer(),
  sections: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), sort: Type.Integer() }),
  ),
  points: Type.Array(ConsoleKnowledgeSchema),
})
export type ConsoleBankChapter = Static<typeof ConsoleBankChapterSchema>
export const ConsoleBankChapterListEnvelope = envelope(Type.Array(ConsoleBankChapterSchema))

export const ChaptersQuery = Type.Object({ subjectId: Type.Integer({ minimum: 1 }) })

/** POST /admin/api/chapters: a chapter (no parent) or a 节 of one. */
export const NewBankChapterBody = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  parentId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  title: Type.String({ maxLength: RULES.titleMax * 2 }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
})
export type NewBankChapter = Static<typeof NewBankChapterBody>
export const BankChapterChangeBody = Type.Partial(
  Type.Object({
    title: NewBankChapterBody.properties.title,
    sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
  }),
)
export type BankChapterChange = Static<typeof BankChapterChangeBody>
export const BankChapterEnvelope = envelope(
  Type.Object({
    id: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.String(),
    sort: Type.Integer(),
  }),
)

/** POST /admin/api/knowledge: a point of a chapter. */
export const NewKnowledgeBody = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  chapterId: Type.Integer({ minimum: 1 }),
  name: Type.String({ maxLength: RULES.nameMax * 2 }),
  importance: Type.Integer({ minimum: 0, maximum: 10 }),
  lessonIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
})
export type NewKnowledge = Static<typeof NewKnowledgeBody>
export const KnowledgeChangeBody = Type.Partial(Type.Omit(NewKnowledgeBody, ['subjectId']))
export type KnowledgeChange = Static<typeof KnowledgeChangeBody>
export const ConsoleKnowledgeEnvelope = envelope(ConsoleKnowledgeSchema)
