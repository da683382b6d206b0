import ExcelJS from 'exceljs'

export type SheetRows = Record<string, string | number>[]

/** An .xlsx file of sheets, each a header row (the keys of its rows, in first-seen order) and its rows. */
export async function xlsx(sheets: Record<string, SheetRows>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name)
    const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))]
    sheet.addRow(headers)
    for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null))
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** Every sheet of an .xlsx file as rows of text by header (empty cells left out). */
export async function readXlsx(file: Buffer): Promise<Record<string, Record<string, string>[]>> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  const result: Record<string, Record<string, string>[]> = {}
  workbook.eachSheet((sheet) => {
    const headers: string[] = []
    sheet.getRow(1).eachCell((cell, column) => {
      headers[column] = cell.text
    })
    const rows: Record<string, string>[] = []
    sheet.eachRow((row, number) => {
      if (number === 1) return
      const cells: Record<string, string> = {}
      row.eachCell((cell, column) => {
        if (cell.text !== '') cells[headers[column]] = cell.text
      })
      rows.push(cells)
    })
    result[sheet.name] = rows
  })
  return result
}

/** A multipart/form-data body with one file field, and its Content-Type. */
export function multipartFile(
  file: Buffer,
  filename: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----school${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A .docx file of paragraphs, one a line, as a school types them in Word. */
export async function docx(lines: string[]): Promise<Buffer> {
  const { Document, Packer, Paragraph } = await import('docx')
  const document = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ text })) }],
  })
  return Packer.toBuffer(document)
}
