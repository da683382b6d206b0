import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { aliyunSignature, createAliyunSms } from '@server/adapters/sms/aliyun'

/** A local stand-in for Aliyun's SMS endpoint: records the query, answers `answer`. */
async function fakeAliyun(answer: object) {
  const queries: URLSearchParams[] = []
  const server = createServer((request: IncomingMessage, response) => {
    queries.push(new URL(request.url ?? '/', 'http://localhost').searchParams)
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    queries,
    endpoint: `http://127.0.0.1:${port}/`,
    close: () => new Promise((r) => server.close(r)),
  }
}

const CONFIG = {
  provider: 'aliyun' as const,
  accessKeyId: 'testid',
  accessKeySecret: 'testsecret',
  signName: '恒达会计网校',
  templateCode: 'SMS_123456',
}

describe('the Aliyun SMS adapter', () => {
  it('matches the signature example of Aliyun’s RPC signing documentation', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    }
    expect(aliyunSignature(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('sends the code in a signed SendSms request', async () => {
    const aliyun = await fakeAliyun({ Code: 'OK', Message: 'OK' })
    try {
      await createAliyunSms({ ...CONFIG, endpoint: aliyun.endpoint }).send(
        '13812345678',
        '482913',
        'login',
      )
      const query = aliyun.queries[0]
      expect(query.get('Action')).toBe('SendSms')
      expect(query.get('PhoneNumbers')).toBe('13812345678')
      expect(query.get('SignName')).toBe('恒达会计网校')
      expect(JSON.parse(query.get('TemplateParam') ?? '{}')).toEqual({ code: '482913' })
      const params = Object.fromEntries([...query.entries()].filter(([key]) => key !== 'Signature'))
      expect(query.get('Signature')).toBe(aliyunSignature(params, 'testsecret'))
    } finally {
      await aliyun.close()
    }
  })

  it('rejects when Aliyun refuses', async () => {
    const aliyun = await fakeAliyun({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' })
    try {
      await expect(
        createAliyunSms({ ...CONFIG, endpoint: aliyun.endpoint }).send(
          '13812345678',
          '482913',
          'login',
        ),
      ).rejects.toThrow('isv.BUSINESS_LIMIT_CONTROL')
    } finally {
      await aliyun.close()
    }
  })
})
