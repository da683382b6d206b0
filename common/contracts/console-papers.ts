import { Type, type Static } from 'typebox'
import { envelope } from './envelope'

/** The papers the console assembles: the exam-shaped ones and the free trial. */
export const CONSOLE_PAPER_KINDS = ['mock', 'past', 'sprint', 'trial'] as const
export const PAPER_KIND_NAMES: Record<(typeof CONSOLE_PAPER_KINDS)[number], string> = {
  mock: '模拟试卷',
  past: '历年真题',
  sprint: '押题卷',
  trial: '免费试做',
}
const PaperKindSchema = Type.Union([
  Type.Literal('mock'),
  Type.Literal('past'),
  Type.Literal('sprint'),
  Type.Literal('trial'),
])

/** A paper as the console lists it, with what keeps it from the exam's structure. */
export const ConsolePaperSchema = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  minutes: Type.Integer(),
  /** Hundredths. */
  totalMarks: Type.Integer(),
  passMarks: Type.Integer(),
  questionCount: Type.Integer(),
  status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  /** Empty when it has the exam's structure (or needs none: the free trial). */
  problems: Type.Array(Type.String()),
})
export type ConsolePaper = Static<typeof ConsolePaperSchema>
export const ConsolePaperListEnvelope = envelope(Type.Array(ConsolePaperSchema))

/** A question on a paper, as the console shows it. */
export const PaperQuestionSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  stem: Type.String(),
  units: Type.Integer(),
  /** Hundredths, on this paper. */
  marks: Type.Integer(),
})
export type PaperQuestion = Static<typeof PaperQuestionSchema>

/** A section as the exam's structure wants it: what 按规则组卷 starts from. */
export const StructureSectionSchema = Type.Object({
  name: Type.String(),
  /** single, multiple, judge, indefinite, material. */
  kind: Type.String(),
  count: Type.Integer(),
  /** Each question's marks (material: the section's whole marks), in hundredths. */
  marks: Type.Integer(),
  cases: Type.Optional(Type.Integer()),
})

export const ConsolePaperDetailSchema = Type.Object({
  ...ConsolePaperSchema.properties,
  sections: Type.Array(
    Type.Object({ name: Type.String(), questions: Type.Array(PaperQuestionSchema) }),
  ),
  /** The exam's structure for the subject; empty when there is none. */
  structure: Type.Array(StructureSectionSchema),
})
export type ConsolePaperDetail = Static<typeof ConsolePaperDetailSchema>
export const ConsolePaperDetailEnvelope = envelope(ConsolePaperDetailSchema)

export const PapersQuery = Type.Object({ subjectId: Type.Integer({ minimum: 1 }) })

/** POST /admin/api/papers: a draft paper, its time and pass line the structure's by default. */
export const NewPaperBody = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  kind: PaperKindSchema,
  title: Type.String({ maxLength: 120 }),
  minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
  passMarks: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  free: Type.Optional(Type.Boolean()),
})
export type NewPaper = Static<typeof NewPaperBody>

/** PUT /admin/api/papers/:id/questions: the paper's sections by hand. */
export const PaperQuestionsBody = Type.Object({
  sections: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 20 }),
      /** Each choice question's marks in hundredths (a case: per sub-question); material: its own. */
      marks: Type.Integer({ minimum: 0, maximum: 100_000 }),
      questionIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 300 }),
    }),
    { maxItems: 12 },
  ),
})
export type PaperQuestionsInput = Static<typeof PaperQuestionsBody>

/** POST /admin/api/papers/:id/assemble: the sections drawn by rule. */
export const AssembleBody = Type.Object({
  sections: Type.Array(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 20 }),
      kind: Type.Union([
        Type.Literal('single'),
        Type.Literal('multiple'),
        Type.Literal('judge'),
        Type.Literal('indefinite'),
        Type.Literal('material'),
      ]),
      /** Questions (不定项: sub-questions) to draw. */
      count: Type.Integer({ minimum: 1, maximum: 200 }),
      /** Each one's marks in hundredths (material: ignored, each keeps its own). */
      marks: Type.Integer({ minimum: 0, maximum: 100_000 }),
      chapterIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })),
      difficulty: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    }),
    { minItems: 1, maxItems: 12 },
  ),
})
export type AssembleInput = Static<typeof AssembleBody>
