import Taro from '@tarojs/taro'
import type { ErrorReporter } from '@/services/error-report'
import { ApiError } from '@/services/http'
import { reportUncaughtErrors } from '@/services/uncaught-errors'

function fakeReporter() {
  const reports: Parameters<ErrorReporter['report']>[0][] = []
  const reporter: ErrorReporter = { report: (failure) => reports.push(failure) }
  return { reporter, reports }
}

describe('what nothing else caught is reported (services/uncaught-errors)', () => {
  it('on H5: a promise rejection nobody handled and an error thrown outside rendering', () => {
    const { reporter, reports } = fakeReporter()
    reportUncaughtErrors(reporter)

    const rejection = new Event('unhandledrejection')
    Object.assign(rejection, {
      reason: new ApiError(500, '服务器开小差了', '/knew/api/wap/preLive'),
    })
    window.dispatchEvent(rejection)
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined' }))
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown in a timer') }))

    expect(reports).toEqual([
      { kind: 'unhandled-rejection', message: '服务器开小差了' },
      { kind: 'script', message: 'TypeError: x is undefined' },
      { kind: 'script', message: 'thrown in a timer' },
    ])
  })

  it('in the mini-program: through Taro’s app-level error and rejection hooks', () => {
    const previousEnv = process.env.TARO_ENV
    const taro = Taro as unknown as Record<string, unknown>
    const previous = { onError: taro.onError, onUnhandledRejection: taro.onUnhandledRejection }
    let onError: (error: unknown) => void = () => {}
    let onRejection: (result: { reason: unknown }) => void = () => {}
    taro.onError = (listener: typeof onError) => (onError = listener)
    taro.onUnhandledRejection = (listener: typeof onRejection) => (onRejection = listener)
    process.env.TARO_ENV = 'weapp'
    try {
      const { reporter, reports } = fakeReporter()
      reportUncaughtErrors(reporter)
      onError('MiniProgramError: page not found')
      onError(new Error('thrown in onLoad'))
      onRejection({ reason: new Error('rejected in onShow') })
      expect(reports).toEqual([
        { kind: 'script', message: 'MiniProgramError: page not found' },
        { kind: 'script', message: 'thrown in onLoad' },
        { kind: 'unhandled-rejection', message: 'rejected in onShow' },
      ])
    } finally {
      process.env.TARO_ENV = previousEnv
      Object.assign(taro, previous)
    }
  })
})
