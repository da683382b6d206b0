import { newLearner } from '../../support/learners'
import { describeServer } from '../../support/test-server'

const RESOURCE = '/new/Home/Practice/getKnowledgeResource'

describeServer('bodies of the wrong kind', (server) => {
  const post = async (contentType: string | undefined, payload: string, cookie?: string) => {
    const response = await server.inject({
      method: 'POST',
      url: RESOURCE,
      payload,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(cookie ? { cookie } : {}),
      },
    })
    return { status: response.statusCode, ...response.json() }
  }

  it('answers 400 to a body that is not an object where the knowledge resources want one', async () => {
    const { cookie } = await newLearner(server.app)
    for (const [type, payload] of [
      ['application/json', '"abc"'],
      ['application/json', '42'],
      ['application/json', 'null'],
      ['text/plain', 'abc'],
    ]) {
      expect(await post(type, payload, cookie)).toEqual({
        status: 400,
        code: 400,
        message: '参数错误：body 应为对象',
        result: null,
      })
    }
  })

  it("says Fastify's refusals of a body in Chinese, in the envelope", async () => {
    expect(await post('application/json', '{"knowId":')).toEqual({
      status: 400,
      code: 400,
      message: '请求体不是有效的 JSON',
      result: null,
    })
    expect(await post('application/json', '')).toMatchObject({
      status: 400,
      message: '请求体为空，但声明为 JSON',
    })
    expect(await post('application/xml', '<knowId>1</knowId>')).toEqual({
      status: 415,
      code: 415,
      message: '不支持的请求格式',
      result: null,
    })
    expect(await post('multipart/form-data; boundary=x', '--x\r\n\r\n--')).toMatchObject({
      status: 415,
      message: '不支持的请求格式',
    })
  })
})
