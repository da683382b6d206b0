import { CLIENT_ERRORS_PER_MINUTE } from '@server/routes/system/client-errors'
import { captureLog } from '@test/server/support/log-capture'
import { describeServer } from '@test/server/support/test-server'

const REPORT = {
  kind: 'server',
  route: '/study/course/7',
  call: '/knew/pc/course/lessons/courseId/7',
  status: '504',
  message: '网络出错,请检测您的网络是否良好',
  appVersion: '0.1.0',
  userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.49',
}

const { stream, lines } = captureLog()

describeServer(
  'POST /api/client/errors',
  (server) => {
    const report = (fields: Record<string, string>, ip: string) =>
      server.postForm('/api/client/errors', fields, {}, ip)

    it('logs the report with pino for the operator and answers 200', async () => {
      const response = await report(REPORT, '10.0.0.6')
      expect(response.json()).toEqual({ code: 200, message: '已收到', result: null })
      const logged = lines.find((line) => line.msg === 'client error reported')
      expect(logged).toMatchObject({ level: 40, clientError: { ...REPORT, status: 504 } })
    })

    it('refuses a report that is not one, in words', async () => {
      const response = await report({ ...REPORT, kind: 'anything' }, '10.0.0.6')
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('参数错误：body.kind 取值不正确')
    })

    it(`takes ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one IP, then answers 429`, async () => {
      const answers = []
      for (let n = 0; n <= CLIENT_ERRORS_PER_MINUTE; n += 1) {
        answers.push(await report(REPORT, '10.0.0.7'))
      }
      expect(answers.slice(0, -1).every((a) => a.statusCode === 200)).toBe(true)
      expect(answers.at(-1)?.statusCode).toBe(429)
      expect(answers.at(-1)?.json()).toEqual({
        code: 429,
        message: '请求太频繁，请稍后再试',
        result: null,
      })
      expect((await report(REPORT, '10.0.0.8')).statusCode).toBe(200)
    })
  },
  { logger: { level: 'info', stream } },
)
