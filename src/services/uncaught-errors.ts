import Taro from '@tarojs/taro'
import { errorMessage } from './http'
import type { ErrorReporter } from './error-report'

/**
 * Reports what nothing else caught: rejected promises nobody handled and errors thrown
 * outside React's rendering (an event handler, a timer).
 */
export function reportUncaughtErrors(reporter: ErrorReporter): void {
  const rejected = (reason: unknown) =>
    reporter.report({ kind: 'unhandled-rejection', message: errorMessage(reason) })
  const thrown = (message: string) => reporter.report({ kind: 'script', message })
  if (process.env.TARO_ENV === 'h5') {
    window.addEventListener('unhandledrejection', (event) => rejected(event.reason))
    window.addEventListener('error', (event) => thrown(event.message || errorMessage(event.error)))
    return
  }
  Taro.onUnhandledRejection?.((result) => rejected(result.reason))
  Taro.onError?.((error) => thrown(typeof error === 'string' ? error : errorMessage(error)))
}
