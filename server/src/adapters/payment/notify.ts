import { Aes, Decorator, Rsa } from 'wechatpay-axios-plugin'
import { NotifyRefused, type VerifiedNotify } from './provider'

const HEADERS = [
  'Wechatpay-Timestamp',
  'Wechatpay-Nonce',
  'Wechatpay-Signature',
  'Wechatpay-Serial',
]

interface NotifyBody {
  id?: unknown
  event_type?: unknown
  resource?: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown }
}

interface Transaction {
  out_trade_no?: unknown
  transaction_id?: unknown
  trade_state?: unknown
  amount?: { total?: unknown }
}

/** The platform keys a notification may be signed with, by serial, as the library takes them. */
export function platformKeys(keys: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(keys).map(([serial, pem]) => [serial, Rsa.from(pem, Rsa.KEY_TYPE_PUBLIC)]),
  )
}

/**
 * WeChat Pay API v3's notification check, one code path for WeChat's notifications and the
 * development provider's: the signature over `timestamp\nnonce\nbody\n` with the platform key
 * the serial names (wechatpay-axios-plugin's response verifier, which also refuses a timestamp
 * more than 300 s away), then the resource decrypted with AEAD_AES_256_GCM and the APIv3 key
 * (a tampered ciphertext fails its tag).
 */
export function createNotifyVerifier(keys: Record<string, string>, apiV3Key: string) {
  const verifier = Decorator.responseVerifier(platformKeys(keys)) as (
    this: object,
    data: string,
    headers: Record<string, string>,
  ) => unknown
  return (
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): VerifiedNotify => {
    const named: Record<string, string> = {}
    for (const name of HEADERS) {
      const value = headers[name.toLowerCase()]
      if (typeof value === 'string' && value !== '') named[name] = value
    }
    // The library's window check lets a timestamp that is not a number through.
    const timestamp = named['Wechatpay-Timestamp']
    if (timestamp !== undefined && !/^\d{1,12}$/.test(timestamp)) {
      throw new NotifyRefused('bad Wechatpay-Timestamp')
    }
    const checked = verifier.call({}, rawBody, named)
    if (checked instanceof Error) {
      const code = (checked as Error & { code?: string }).code
      throw new NotifyRefused(code ? `${code}: ${checked.message}` : checked.message)
    }
    let body: NotifyBody
    let transaction: Transaction
    try {
      body = JSON.parse(rawBody) as NotifyBody
      const resource = body.resource ?? {}
      transaction = JSON.parse(
        Aes.AesGcm.decrypt(
          String(resource.ciphertext),
          Buffer.from(apiV3Key),
          String(resource.nonce),
          typeof resource.associated_data === 'string' ? resource.associated_data : '',
        ),
      ) as Transaction
    } catch (error) {
      throw new NotifyRefused(`unreadable notification: ${(error as Error).message}`)
    }
    if (typeof body.id !== 'string' || typeof transaction.out_trade_no !== 'string') {
      throw new NotifyRefused('notification without its id or order number')
    }
    return {
      notifyId: body.id,
      eventType: String(body.event_type ?? ''),
      orderNo: transaction.out_trade_no,
      transactionId: String(transaction.transaction_id ?? ''),
      tradeState: String(transaction.trade_state ?? ''),
      amountFen: Number(transaction.amount?.total ?? NaN),
    }
  }
}
