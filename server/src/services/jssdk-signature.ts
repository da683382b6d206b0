import { createHash } from 'node:crypto'

/**
 * WeChat's JS-SDK signature (附录1): sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`,
 * keys in that order and values raw (not URL-encoded), the url without its `#` fragment (the
 * first `#` starts it; the query stays). The server, the operator's `npm run wechat:sign` and
 * the tests all sign with this one function.
 */
export function jssdkSignature(values: {
  ticket: string
  nonceStr: string
  timestamp: number
  url: string
}): string {
  const url = values.url.split('#')[0]
  const text = `jsapi_ticket=${values.ticket}&noncestr=${values.nonceStr}&timestamp=${values.timestamp}&url=${url}`
  return createHash('sha1').update(text).digest('hex')
}
