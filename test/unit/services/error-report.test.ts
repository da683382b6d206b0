import {
  REPORTS_PER_LOAD,
  REPORT_MESSAGE_MAX,
  createErrorReporter,
  reportableMessage,
} from '@/services/error-report'
import { envelope, fakeTransport } from '../../support/fake-transport'

function reporterOn(path: string, transport = fakeTransport(() => envelope(null))) {
  const reporter = createErrorReporter({
    transport,
    appVersion: '0.1.0',
    userAgent: 'Mozilla/5.0 MicroMessenger/8.0.49',
    currentPath: () => path,
  })
  return { reporter, transport }
}

const fields = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body ?? ''))

describe('the client error report (spec §8: a 504 is reported)', () => {
  it('posts the route, call, status, app version and user agent, form-encoded', () => {
    const { reporter, transport } = reporterOn('/study/course/7?class=3&mobile=13800138000')
    reporter.report({
      kind: 'server',
      call: '/knew/pc/course/lessons/courseId/7?x=1',
      status: 504,
      message: '网络出错,请检测您的网络是否良好',
    })
    expect(transport.requests).toHaveLength(1)
    const [request] = transport.requests
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/api/client/errors')
    expect(request.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(fields(request.body)).toEqual({
      kind: 'server',
      route: '/study/course/7',
      call: '/knew/pc/course/lessons/courseId/7',
      status: '504',
      message: '网络出错,请检测您的网络是否良好',
      appVersion: '0.1.0',
      userAgent: 'Mozilla/5.0 MicroMessenger/8.0.49',
    })
  })

  it('sends no personal data: no query strings, mobile numbers masked, long texts cut', () => {
    expect(reportableMessage('用户 13812345678 的请求失败')).toBe('用户 1********** 的请求失败')
    expect([...reportableMessage('错'.repeat(1000))]).toHaveLength(REPORT_MESSAGE_MAX)
    const { reporter, transport } = reporterOn('/user?mobile=13812345678')
    reporter.report({ kind: 'render', message: 'x is undefined' })
    expect(transport.requests[0].body).not.toContain('13812345678')
    expect(fields(transport.requests[0].body).route).toBe('/user')
  })

  it('reports the same failure once and at most ten per load', () => {
    const { reporter, transport } = reporterOn('/home')
    reporter.report({ kind: 'script', message: 'a' })
    reporter.report({ kind: 'script', message: 'a' })
    for (let n = 0; n < 20; n += 1) reporter.report({ kind: 'script', message: `e${n}` })
    expect(transport.requests).toHaveLength(REPORTS_PER_LOAD)
  })

  it('never throws nor rejects when the report cannot be sent', async () => {
    const { reporter, transport } = reporterOn(
      '/home',
      fakeTransport(() => Promise.reject(new Error('offline'))),
    )
    expect(() => reporter.report({ kind: 'script', message: 'boom' })).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(transport.requests).toHaveLength(1)
  })
})
