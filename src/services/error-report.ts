import type { ClientErrorKind, ClientErrorReport } from '@common/contracts/client-errors'
import { CLIENT_ERRORS_PATH } from '@common/constants/api-paths'
import { encodeForm } from './form-encoding'
import type { Transport } from './http'

/** At most this many reports leave one page load: a failure in a loop must not flood. */
export const REPORTS_PER_LOAD = 10
/** Longer messages are cut: a report is a pointer for the operator, not a dump. */
export const REPORT_MESSAGE_MAX = 300

export interface ErrorReporterOptions {
  transport: Transport
  baseUrl?: string
  appVersion: string
  userAgent: string
  /** The page being shown: its path only (a query can carry personal data). */
  currentPath: () => string
}

export interface ErrorReporter {
  report(failure: { kind: ClientErrorKind; message: string; call?: string; status?: number }): void
}

/** Mobile numbers masked (1** **** ****), the message cut to REPORT_MESSAGE_MAX characters. */
export function reportableMessage(message: string): string {
  return [...message.replace(/1\d{10}/g, '1**********')].slice(0, REPORT_MESSAGE_MAX).join('')
}

/**
 * Reports failures to the server, which logs them for the school's operators (spec §8: a 504
 * is reported to an error-reporting service). The same failure is reported once per load.
 * Reporting never throws and never reports itself.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const seen = new Set<string>()
  return {
    report({ kind, message, call, status }) {
      const report: ClientErrorReport = {
        kind,
        route: options.currentPath().split('?')[0],
        call: call?.split('?')[0],
        status,
        message: reportableMessage(message),
        appVersion: options.appVersion,
        userAgent: options.userAgent,
      }
      const key = `${kind}|${report.call ?? ''}|${status ?? ''}|${report.message}`
      if (seen.has(key) || seen.size >= REPORTS_PER_LOAD) return
      seen.add(key)
      options
        .transport({
          method: 'POST',
          url: `${options.baseUrl ?? ''}${CLIENT_ERRORS_PATH}`,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
          body: encodeForm({ ...report }),
          credentials: 'include',
        })
        .catch(() => undefined)
    },
  }
}
