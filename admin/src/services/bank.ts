import type { ConsoleSubject, ImportReport } from '@common/contracts/bank-import'
import { ApiError, call } from './http'
import type { Envelope } from '@common/contracts/envelope'

export const bankSubjects = () => call<ConsoleSubject[]>('GET', '/bank/subjects')

/** Where the subject's bank downloads as .xlsx, and the empty template. */
export const exportAddress = (subjectId: number) => `/admin/api/bank/export?subjectId=${subjectId}`
export const TEMPLATE_ADDRESS = '/admin/api/bank/template'

/**
 * Sends an .xlsx or .docx file to the import: a check only (`dryRun`), or the import itself. Answers
 * the report and the server's message; a refusal (403, a file of another kind) is thrown.
 */
export async function importFile(
  subjectId: number,
  file: File,
  dryRun: boolean,
): Promise<{ report: ImportReport; message: string }> {
  const form = new FormData()
  form.append('file', file, file.name)
  let response: Response
  try {
    response = await fetch(
      `/admin/api/bank/import?subjectId=${subjectId}&dryRun=${dryRun ? 1 : 0}`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        body: form,
      },
    )
  } catch {
    throw new ApiError(0, '网络异常，请检查网络后重试')
  }
  const answer = (await response.json().catch(() => null)) as Envelope<ImportReport> | null
  if (!answer || answer.code !== 200) {
    throw new ApiError(answer?.code ?? response.status, answer?.message ?? '导入失败，请稍后再试')
  }
  return { report: answer.result, message: answer.message }
}
