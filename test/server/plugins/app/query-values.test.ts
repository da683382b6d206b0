import { Type } from 'typebox'
import { newLearner } from '../../support/learners'
import { describeServer } from '../../support/test-server'

/** A request as the app sends it, as a visitor or with a session cookie. */
const headers = (cookie?: string) => ({
  'x-requested-with': 'XMLHttpRequest',
  ...(cookie ? { cookie } : {}),
})

describeServer(
  'values of a query string and a path (plugins/app/query-values.ts)',
  (server) => {
    const get = async (url: string, cookie?: string) => {
      const response = await server.inject({ url, headers: headers(cookie) })
      return { status: response.statusCode, ...response.json() }
    }

    it('answers 400 to ±Infinity, 1e400 and NaN in a page number, never 500', async () => {
      const { cookie } = await newLearner(server.app)
      for (const page of ['Infinity', '-Infinity', '1e400', '-1e400']) {
        for (const url of [
          `/api/home/integraldetail/p/${page}`,
          `/knew/home/user/getRecentStudy/p/${page}`,
        ]) {
          expect(await get(url, cookie)).toEqual({
            status: 400,
            code: 400,
            message: '参数错误：params.page 数值超出范围',
            result: null,
          })
        }
      }
      expect(await get('/api/home/integraldetail/p/NaN', cookie)).toMatchObject({
        status: 400,
        message: '参数错误：params.page 应为整数',
      })
      expect(await get('/knew/home/user/replayLive?p=Infinity&pageSize=10', cookie)).toMatchObject({
        status: 400,
        message: '参数错误：querystring.p 数值超出范围',
      })
      expect(await get('/knew/home/user/replayLive?pageSize=Infinity', cookie)).toMatchObject({
        status: 400,
        message: '参数错误：querystring.pageSize 数值超出范围',
      })
    })

    it('answers 400 to an id beyond the database integer or the safe integers', async () => {
      expect(await get('/api/home/visitLives/9999999999')).toMatchObject({
        status: 400,
        message: '参数错误：params.id 不能大于2147483647',
      })
      expect(await get('/new/home/buy/getGoodsInfo?type=course&gid=9999999999')).toMatchObject({
        status: 400,
        message: '参数错误：querystring.gid 不能大于2147483647',
      })
      // 2^53 + 1 and beyond are not integers a number can hold; minimum and maximum cannot tell.
      expect(await get('/test/count?n=9999999999999999999')).toMatchObject({
        status: 400,
        message: '参数错误：querystring.n 数值超出范围',
      })
      expect(await get('/test/count?n=-Infinity')).toMatchObject({
        status: 400,
        message: '参数错误：querystring.n 数值超出范围',
      })
      expect(await get('/test/count?n=42')).toMatchObject({ status: 200, result: 42 })
    })

    it('refuses an infinite number in a form body too, where the text is coerced the same way', async () => {
      const { cookie } = await newLearner(server.app)
      const response = await server.postForm(
        '/new/Home/Practice/getKnowledgeResource',
        { knowId: '1e400', types: 2 },
        headers(cookie),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 400,
        message: '参数错误：body.knowId 数值超出范围',
        result: null,
      })
    })

    it('takes an empty optional query value as not given: its default', async () => {
      const { cookie } = await newLearner(server.app)
      const replays = await get('/knew/home/user/replayLive/?p=&pageSize=10', cookie)
      expect(replays).toMatchObject({ status: 200, result: { page: 1, pageSize: 10 } })
      const orders = await get('/knew/home/user/order?sort=&p=&pageSize=', cookie)
      expect(orders).toMatchObject({ status: 200, result: { page: 1, pageSize: 10 } })
      expect(await get('/knew/home/user/mycourse?topId=', cookie)).toMatchObject({ status: 200 })
      expect(await get('/knew/home/user/mycourse?topId', cookie)).toMatchObject({ status: 200 })
      expect(await get('/test/count?n=&n=')).toMatchObject({ status: 200, result: 7 })
    })

    it('names an empty or missing required query value: 缺少参数', async () => {
      for (const url of [
        '/new/Home/Practice/getOneKnowledge?id',
        '/new/Home/Practice/getOneKnowledge?id=',
        '/new/Home/Practice/getOneKnowledge?id=&id=',
        '/new/Home/Practice/getOneKnowledge',
      ]) {
        expect(await get(url)).toEqual({
          status: 400,
          code: 400,
          message: '缺少参数：id',
          result: null,
        })
      }
      expect(await get('/knew/pc/course/saveRecord?video_id&current_time')).toMatchObject({
        status: 400,
        message: '缺少参数：video_id',
      })
    })

    it('keeps the empty values of a form body: an empty examDate clears the date', async () => {
      const { cookie } = await newLearner(server.app)
      await server.post('/api/home/examdate/', { examDate: '2027-05-16' }, cookie)
      const cleared = await server.post('/api/home/examdate/', { examDate: '' }, cookie)
      expect(cleared).toMatchObject({ status: 200, result: { examDate: null } })
    })
  },
  {
    // A route added after the app's own, as a new route would be: the rules hold for it too.
    setup: (app) => {
      app.get(
        '/test/count',
        { schema: { querystring: Type.Object({ n: Type.Integer({ default: 7 }) }) } },
        async (request) => ({
          code: 200,
          message: 'ok',
          result: (request.query as { n: number }).n,
        }),
      )
    },
  },
)
