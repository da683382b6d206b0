import { createHmac, randomUUID } from 'node:crypto'
import type { SmsConfig } from '../../config'
import type { SmsSender } from './sender'

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>

/** Aliyun's percent-encoding for signatures (RFC 3986, spaces as %20). */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Signature version 1.0 of Aliyun's RPC APIs over the sorted query parameters. */
export function aliyunSignature(
  params: Record<string, string>,
  secret: string,
  method = 'GET',
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key])}`)
    .join('&')
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64')
}

/** Aliyun SMS (dysmsapi SendSms); the template receives the code as ${code}. */
export function createAliyunSms(config: AliyunConfig, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    name: 'aliyun',
    async send(mobile, code) {
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: mobile,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      }
      const query = new URLSearchParams({
        ...params,
        Signature: aliyunSignature(params, config.accessKeySecret),
      })
      const response = await fetchImpl(`${config.endpoint}?${query.toString()}`, {
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string }
      if (body.Code !== 'OK') {
        throw new Error(
          `Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim(),
        )
      }
    },
  }
}
