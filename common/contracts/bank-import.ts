import { Type, type Static } from 'typebox'
import { envelope } from './envelope'

/** What a row of the file got wrong: the sheet, the row (as Excel numbers it) and the column. */
export const ImportErrorSchema = Type.Object({
  sheet: Type.String(),
  /** Excel's row number (the header is row 1); 0 for the sheet as a whole. */
  row: Type.Integer(),
  /** The column's header name; empty for the row or the sheet as a whole. */
  column: Type.String(),
  message: Type.String(),
})
export type ImportError = Static<typeof ImportErrorSchema>

/** POST /admin/api/bank/import: the rows read, the questions made (0 on a dry run or errors). */
export const ImportReportSchema = Type.Object({
  rows: Type.Integer(),
  created: Type.Integer(),
  /** The questions the file holds (a case or a material question counts once). */
  questions: Type.Integer(),
  dryRun: Type.Boolean(),
  errors: Type.Array(ImportErrorSchema),
})
export type ImportReport = Static<typeof ImportReportSchema>
export const ImportReportEnvelope = envelope(ImportReportSchema)

export const ImportQuery = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  dryRun: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
})

export const ExportQuery = Type.Object({ subjectId: Type.Integer({ minimum: 1 }) })

/** GET /admin/api/bank/template?format=: the Excel template (default) or the Word one. */
export const TemplateQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('docx')])),
})

/** A subject of the bank as the console lists it (GET /admin/api/bank/subjects). */
export const ConsoleSubjectSchema = Type.Object({
  id: Type.Integer(),
  examId: Type.Integer(),
  examName: Type.String(),
  name: Type.String(),
  year: Type.Integer(),
  /** Questions as a learner answers them. */
  questionCount: Type.Integer(),
  chapters: Type.Array(Type.String()),
})
export type ConsoleSubject = Static<typeof ConsoleSubjectSchema>
export const ConsoleSubjectsEnvelope = envelope(Type.Array(ConsoleSubjectSchema))
