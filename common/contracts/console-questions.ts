import { Type, type Static } from 'typebox'
import { IMPORT_KINDS, OPTION_LETTERS } from '@common/constants/bank-import'
import { envelope } from './envelope'

const KIND = Type.Union([
  Type.Literal(IMPORT_KINDS.单选),
  Type.Literal(IMPORT_KINDS.多选),
  Type.Literal(IMPORT_KINDS.判断),
  Type.Literal(IMPORT_KINDS.不定项),
  Type.Literal(IMPORT_KINDS.数字),
  Type.Literal(IMPORT_KINDS.文字),
  Type.Literal(IMPORT_KINDS.分录),
])

/** One line of a 会计分录: 借 or 贷, the account, the amount in yuan. */
export const EntryLineSchema = Type.Object({
  side: Type.Union([Type.Literal('借'), Type.Literal('贷')]),
  account: Type.String({ maxLength: 60 }),
  amount: Type.Number({ minimum: 0, maximum: 1e12 }),
})
export type EntryLineForm = Static<typeof EntryLineSchema>

/** A question, or a part of a case or material question, as the form edits it. */
export const QuestionPartSchema = Type.Object({
  kind: KIND,
  stem: Type.String({ maxLength: 5000 }),
  options: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: OPTION_LETTERS.length }),
  /** Choices: letters (`ABD`); 判断: 对/错; 数字: `113000 元`; 文字: the model answer; 分录: empty. */
  answer: Type.String({ maxLength: 5000 }),
  entries: Type.Array(Type.Array(EntryLineSchema, { maxItems: 30 }), { maxItems: 10 }),
  /** Hundredths of a mark. */
  marks: Type.Integer({ minimum: 0, maximum: 100_000 }),
  difficulty: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  analysis: Type.String({ maxLength: 10_000 }),
  /** Knowledge point names. */
  points: Type.Array(Type.String({ maxLength: 80 }), { maxItems: 20 }),
})
export type QuestionPartForm = Static<typeof QuestionPartSchema>

/**
 * A question as the form edits it, the same shape the import reads: a standalone question (one
 * part), a 不定项 case or a material question (its material and parts).
 */
export const QuestionFormSchema = Type.Object({
  shape: Type.Union([Type.Literal('standalone'), Type.Literal('case'), Type.Literal('material')]),
  /** The chapter's title. */
  chapter: Type.String({ maxLength: 120 }),
  /** A material question's section name (计算分析题…). */
  title: Type.String({ maxLength: 40 }),
  material: Type.String({ maxLength: 20_000 }),
  parts: Type.Array(QuestionPartSchema, { minItems: 1, maxItems: 20 }),
})
export type QuestionForm = Static<typeof QuestionFormSchema>

export const NewQuestionBody = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  question: QuestionFormSchema,
})
export const QuestionChangeBody = Type.Object({ question: QuestionFormSchema })

/** A question as the console lists it. */
export const ConsoleQuestionRowSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** The stem, or a case's or material question's text. */
  stem: Type.String(),
  title: Type.String(),
  chapter: Type.String(),
  difficulty: Type.Integer(),
  marks: Type.Integer(),
  parts: Type.Integer(),
  /** Learners' answers to it (or its parts) so far. */
  answers: Type.Integer(),
})
export type ConsoleQuestionRow = Static<typeof ConsoleQuestionRowSchema>
export const ConsoleQuestionPageEnvelope = envelope(
  Type.Object({
    list: Type.Array(ConsoleQuestionRowSchema),
    totalCount: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
)

export const QuestionListQuery = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  chapterId: Type.Optional(Type.Integer({ minimum: 1 })),
  kind: Type.Optional(Type.String({ maxLength: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
})

/** GET /admin/api/questions/:id: the question in the form's shape. */
export const ConsoleQuestionSchema = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  question: QuestionFormSchema,
})
export type ConsoleQuestion = Static<typeof ConsoleQuestionSchema>
export const ConsoleQuestionEnvelope = envelope(ConsoleQuestionSchema)
