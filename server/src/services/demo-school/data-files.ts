import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Type, type Static, type TSchema } from 'typebox'
import { Value } from 'typebox/value'

/**
 * The demo school is data, not code: JSON files under server/demo-school, read when an empty
 * database is seeded and checked against the schemas below. Nothing else in the server reads
 * them, and neither type-checking nor linting does.
 */
export const DEMO_SCHOOL_DIR = path.resolve(__dirname, '..', '..', '..', 'demo-school')

/** A sheet of the bank's import format: its rows, each cell by its header (blank cells left out). */
const SheetRows = Type.Array(Type.Record(Type.String(), Type.String()))

const Yuan = Type.Number({ minimum: 0 })

/** One subject's bank: its outline, its questions in the import format, its exam papers. */
export const SubjectFile = Type.Object({
  exam: Type.Integer(),
  subject: Type.String(),
  chapters: Type.Array(
    Type.Object({
      title: Type.String({ minLength: 1 }),
      /** 节, in order. */
      sections: Type.Array(Type.String({ minLength: 1 })),
      points: Type.Array(
        Type.Object({
          name: Type.String({ minLength: 1 }),
          importance: Type.Integer({ minimum: 0, maximum: 10 }),
        }),
      ),
    }),
  ),
  /** The sheets 题目, 材料 and 分录 of the Excel import format, as rows. */
  questions: Type.Object({
    题目: SheetRows,
    材料: Type.Optional(SheetRows),
    分录: Type.Optional(SheetRows),
  }),
  /** Papers in the order they are listed; a question is named by its 序号, a material by its 材料号. */
  papers: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('mock'), Type.Literal('past'), Type.Literal('sprint')]),
      /** Without the year: mock and sprint papers get the year of their bank. */
      title: Type.String({ minLength: 1 }),
      sections: Type.Array(
        Type.Object({
          name: Type.String({ minLength: 1 }),
          /** Each question's marks (a 不定项 case: each sub-question's); material sections: none. */
          marks: Type.Optional(Type.Number({ minimum: 0 })),
          questions: Type.Array(Type.String({ minLength: 1 })),
        }),
      ),
    }),
  ),
})
export type SubjectFile = Static<typeof SubjectFile>

/** The bank's exams: when each is sat, what its bank sells for, and its subjects' files. */
export const BankFile = Type.Object({
  /** Questions of each chapter open to visitors as 免费试做. */
  trialPerChapter: Type.Integer({ minimum: 0 }),
  /** What a subject's bank goods say they hold. */
  goodsSummary: Type.String(),
  exams: Type.Array(
    Type.Object({
      id: Type.Integer(),
      /** The usual first exam day, China time. */
      examDay: Type.Object({
        month: Type.Integer({ minimum: 1, maximum: 12 }),
        day: Type.Integer({ minimum: 1, maximum: 31 }),
      }),
      goods: Type.Object({ listPrice: Yuan, price: Yuan }),
      subjects: Type.Array(
        Type.Object({
          name: Type.String(),
          /** How many times the school has updated the subject's bank. */
          updates: Type.Integer({ minimum: 0 }),
          /** Its content under bank/; a subject without one is listed empty. */
          file: Type.Optional(Type.String()),
        }),
      ),
    }),
  ),
})
export type BankFile = Static<typeof BankFile>

/** A data file of the demo school (a path under it, or any path), refused with the place of each problem when it is not sound. */
export function readDemoFile<T extends TSchema>(relative: string, schema: T): Static<T> {
  const file = path.resolve(DEMO_SCHOOL_DIR, relative)
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Value.Check(schema, data)) {
    const problems = Value.Errors(schema, data)
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message}`)
    throw new Error(`demo school data ${relative}: ${problems.join('; ')}`)
  }
  return data as Static<T>
}
