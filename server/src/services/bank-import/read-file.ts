import mammoth from 'mammoth'
import { IMPORT_LIMITS } from '@common/constants/bank-import'
import type { ImportError } from '@common/contracts/bank-import'
import { ApiFailure } from '@server/errors'
import { DOCUMENT_HEADERS, documentSheets, type DocumentLine } from './read-document'
import type { ImportSheets } from './read-questions'
import { readWorkbook } from './read-workbook'
import { zipProblem } from './zip-limits'

/** An import file read into the Excel format's sheets, whichever format it came in. */
export interface ReadFile {
  sheets: ImportSheets
  headers: Partial<Record<keyof ImportSheets, string[]>>
  /** Errors of the format itself, found before the rows are checked. */
  errors: ImportError[]
  /** An error of the sheets in the file's own terms (a Word document's paragraph and marker). */
  locate(error: ImportError): ImportError
}

export const IMPORT_FORMATS = ['.xlsx', '.docx'] as const

/** The paragraphs of a .docx file's text, numbered as they stand (soft breaks kept apart). */
async function documentLines(file: Buffer): Promise<DocumentLine[]> {
  const problem = zipProblem(file)
  if (problem) throw new ApiFailure(400, problem)
  let text: string
  try {
    // Raw text: the markers are words; pictures and formatting are not imported.
    text = (await mammoth.extractRawText({ buffer: file })).value
  } catch {
    throw new ApiFailure(400, '文件不是有效的 .docx 文件')
  }
  return text
    .split('\n\n')
    .flatMap((paragraph, index) =>
      paragraph.split('\n').map((line) => ({ line: index + 1, text: line })),
    )
}

/** Reads an .xlsx or .docx import file (by its name); anything else is refused (400). */
export async function readImportFile(file: { name: string; data: Buffer }): Promise<ReadFile> {
  if (/\.xlsx$/i.test(file.name)) {
    return { ...(await readWorkbook(file.data)), errors: [], locate: (error) => error }
  }
  if (!/\.docx$/i.test(file.name)) {
    throw new ApiFailure(400, '只支持 .xlsx（Excel）和 .docx（Word）文件')
  }
  const read = documentSheets(await documentLines(file.data))
  if ((read.sheets.questions?.length ?? 0) > IMPORT_LIMITS.rows) {
    throw new ApiFailure(400, `一次最多导入 ${IMPORT_LIMITS.rows} 道题目，请分批导入`)
  }
  return { ...read, headers: DOCUMENT_HEADERS }
}
