import Taro from '@tarojs/taro'

/**
 * The mini-program pays as its own user: the server prepares a JSAPI payment for the
 * mini-program's app id (client=weapp) and the learner's openid of that app.
 */
export const PAY_CLIENT: 'weapp' | undefined = 'weapp'

/** wx.login's code, which the server exchanges for the learner's openid (jscode2session). */
export async function payerLoginCode(): Promise<string | null> {
  const { code } = await Taro.login()
  return code || null
}

/** wx.requestPayment with the server's parameters; resolves whether it went through. */
export async function payInWechat(params: Record<string, string>): Promise<boolean> {
  try {
    await Taro.requestPayment({
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType as 'RSA',
      paySign: params.paySign,
    })
    return true
  } catch {
    // Cancelled or failed: the order page asks the server where the payment stands.
    return false
  }
}
