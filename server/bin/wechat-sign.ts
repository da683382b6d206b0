/**
 * `npm run wechat:sign -- --ticket T --noncestr N --timestamp S --url U`: prints the JS-SDK
 * signature of those four values, as the server signs (the url without its `#` fragment).
 * The operator's tool for an "invalid signature" report: sign what the page was given and
 * compare. Exits 1 with a message when an option is missing or wrong.
 */
import { parseArgs } from 'node:util'
import { jssdkSignature } from '../src/services/jssdk-signature'

const USAGE =
  '用法：npm run wechat:sign -- --ticket <jsapi_ticket> --noncestr <随机串> --timestamp <秒> --url <页面地址>'

/** A failure the operator caused: its message only, exit 1. */
class Refusal extends Error {}

function signatureOf(args: string[]): string {
  let values: Record<string, string | undefined>
  try {
    values = parseArgs({
      args,
      options: {
        ticket: { type: 'string' },
        noncestr: { type: 'string' },
        timestamp: { type: 'string' },
        url: { type: 'string' },
      },
    }).values
  } catch (error) {
    throw new Refusal(`${(error as Error).message}\n${USAGE}`)
  }
  const { ticket, noncestr, timestamp, url } = values
  const missing = Object.entries({ ticket, noncestr, timestamp, url })
    .filter(([, value]) => !value)
    .map(([name]) => `--${name}`)
  if (missing.length > 0) throw new Refusal(`缺少 ${missing.join(' ')}\n${USAGE}`)
  if (!/^\d{1,12}$/.test(timestamp ?? '')) {
    throw new Refusal(`--timestamp 须为秒数（整数），得到 "${timestamp}"\n${USAGE}`)
  }
  return jssdkSignature({
    ticket: ticket as string,
    nonceStr: noncestr as string,
    timestamp: Number(timestamp),
    url: url as string,
  })
}

try {
  console.log(signatureOf(process.argv.slice(2)))
} catch (error) {
  console.error(error instanceof Refusal ? error.message : error)
  process.exitCode = 1
}
