import { ApiFailure } from '@server/errors'
import { captureLog } from '../../support/log-capture'
import { describeServer } from '../../support/test-server'

const { stream, lines } = captureLog()

describeServer(
  'one log line per request, at the level it deserves',
  (server) => {
    beforeEach(() => lines.splice(0))
    const logged = (url: string) =>
      lines.filter((line) => line.msg === 'request done' && line.url === url)

    it('does not log an everyday success at info (it is debug)', async () => {
      await server.inject('/knew/api/wap/getTrainInfo')
      expect(logged('/knew/api/wap/getTrainInfo')).toEqual([])
      expect(lines.some((line) => line.msg === 'incoming request')).toBe(false)
    })

    it('logs a refusal at info and a server failure at error, with the status', async () => {
      await server.inject('/api/home/nothing')
      await server.inject('/api/test/boom')
      expect(logged('/api/home/nothing')).toEqual([
        expect.objectContaining({ level: 30, status: 404 }),
      ])
      expect(logged('/api/test/boom')).toEqual([
        expect.objectContaining({ level: 50, status: 503 }),
      ])
    })
  },
  {
    logger: { level: 'info', stream },
    setup: (app) => {
      app.get('/api/test/boom', async () => {
        throw new ApiFailure(503, '服务器正在维护')
      })
    },
  },
)
