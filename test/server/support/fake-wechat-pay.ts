import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { Formatter, Rsa } from 'wechatpay-axios-plugin'

/** The merchant and WeChat Pay keys the fake checks requests with and signs answers with. */
export interface FakePayKeys {
  mchId: string
  merchantSerial: string
  merchantPublicKey: string
  platformSerial: string
  platformPrivateKey: string
}

/** A request the fake took: its method, path with query, and JSON body. */
export interface SeenPayCall {
  method: string
  uri: string
  body: Record<string, unknown>
}

/**
 * WeChat Pay's API, offline, as an axios adapter for createWechatPay: checks each request's
 * signature with the merchant's public key, keeps it in `seen`, and signs `answer`'s reply
 * with the platform key.
 */
export function fakeWechatPayApi(
  keys: FakePayKeys,
  seen: SeenPayCall[],
  answer: (uri: string) => { status: number; data: string },
): AxiosAdapter {
  return async (request: InternalAxiosRequestConfig) => {
    const url = new URL(request.url as string, request.baseURL)
    for (const [key, value] of Object.entries(request.params ?? {})) {
      url.searchParams.set(key, String(value))
    }
    const method = String(request.method).toUpperCase()
    const body = typeof request.data === 'string' ? request.data : ''
    const auth = String(request.headers.get('Authorization'))
    const parts =
      /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",serial_no="(\w+)",timestamp="(\d+)",nonce_str="(\w+)",signature="([^"]+)"$/.exec(
        auth,
      )
    if (!parts || parts[1] !== keys.mchId || parts[2] !== keys.merchantSerial) {
      throw new Error(`bad Authorization: ${auth}`)
    }
    const signed = Formatter.request(
      method,
      `${url.pathname}${url.search}`,
      parts[3],
      parts[4],
      body,
    )
    if (!Rsa.verify(signed, parts[5], keys.merchantPublicKey)) {
      throw new Error('bad request signature')
    }
    if (request.headers.get('Wechatpay-Serial') !== keys.platformSerial)
      throw new Error('no key id')
    seen.push({ method, uri: `${url.pathname}${url.search}`, body: body ? JSON.parse(body) : {} })
    const { status, data } = answer(url.pathname)
    const timestamp = String(Formatter.timestamp())
    const nonce = Formatter.nonce()
    return {
      data,
      status,
      statusText: 'OK',
      config: request,
      request: {},
      headers: {
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': keys.platformSerial,
        'wechatpay-signature': Rsa.sign(
          Formatter.response(timestamp, nonce, data),
          Rsa.from(keys.platformPrivateKey, Rsa.KEY_TYPE_PRIVATE),
        ),
      },
    }
  }
}
