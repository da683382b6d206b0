declare const WeixinJSBridge:
  | {
      invoke: (
        name: string,
        params: Record<string, string>,
        callback: (result: { err_msg: string }) => void,
      ) => void
    }
  | undefined

/**
 * H5 (wechat-pay.weapp.ts is the mini-program's). Which client the server prepares a payment
 * for: the web app's own (none said) pays as the official account's user.
 */
export const PAY_CLIENT: 'weapp' | undefined = undefined

/** The mini-program's login code for the payer's openid; the web app has none. */
export async function payerLoginCode(): Promise<string | null> {
  return null
}

/** Inside WeChat: its payment sheet; resolves whether the learner says it went through. */
export function payInWechat(params: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof WeixinJSBridge === 'undefined') {
      resolve(false)
      return
    }
    WeixinJSBridge.invoke('getBrandWCPayRequest', params, (result) =>
      resolve(result.err_msg === 'get_brand_wcpay_request:ok'),
    )
  })
}
