import ExcelJS from 'exceljs'
import { IMPORT_LIMITS, IMPORT_SHEETS } from '@common/constants/bank-import'
import { ApiFailure } from '@server/errors'
import type { ImportSheets, SheetRow } from './read-questions'
import { zipProblem } from './zip-limits'

/** A cell as the school sees it: its shown text (numbers, rich text and formulas' results). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '')
  return cell.text ?? ''
}

function readSheet(
  sheet: ExcelJS.Worksheet | undefined,
): { rows: SheetRow[]; headers: string[] } | null {
  if (!sheet) return null
  const headers: string[] = []
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column] = cellText(cell).trim()
  })
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return
    const cells: Record<string, string> = {}
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const header = headers[column]
      if (header) cells[header] = cellText(cell)
    })
    if (Object.values(cells).some((text) => text.trim() !== '')) rows.push({ row: number, cells })
  })
  return { rows, headers: headers.filter(Boolean) }
}

/** The bank's sheets of an .xlsx file, refused (400) when it is no sound .xlsx or too large. */
export async function readWorkbook(
  file: Buffer,
): Promise<{ sheets: ImportSheets; headers: Partial<Record<keyof ImportSheets, string[]>> }> {
  const problem = zipProblem(file)
  if (problem) throw new ApiFailure(400, problem)
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
  } catch {
    throw new ApiFailure(400, '文件不是有效的 .xlsx 文件')
  }
  const questions = readSheet(workbook.getWorksheet(IMPORT_SHEETS.questions))
  const materials = readSheet(workbook.getWorksheet(IMPORT_SHEETS.materials))
  const entries = readSheet(workbook.getWorksheet(IMPORT_SHEETS.entries))
  if (questions && questions.rows.length > IMPORT_LIMITS.rows) {
    throw new ApiFailure(400, `一次最多导入 ${IMPORT_LIMITS.rows} 行题目，请分批导入`)
  }
  return {
    sheets: {
      questions: questions?.rows ?? null,
      materials: materials?.rows ?? null,
      entries: entries?.rows ?? null,
    },
    headers: {
      questions: questions?.headers,
      materials: materials?.headers,
      entries: entries?.headers,
    },
  }
}
