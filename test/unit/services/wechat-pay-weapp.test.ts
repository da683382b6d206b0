import Taro from '@tarojs/taro'
import { PAY_CLIENT, payerLoginCode, payInWechat } from '@/services/wechat-pay.weapp'
import { isDevPayment } from '@/utils/orders'

const PARAMS = {
  appId: 'wxdevminiprogram00',
  timeStamp: '1732600000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx26100000000000000',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
}

describe("the mini-program's payment", () => {
  afterEach(() => jest.restoreAllMocks())

  it('says it is the mini-program, and gives wx.login’s code for the openid', async () => {
    expect(PAY_CLIENT).toBe('weapp')
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: '0a1b2c', errMsg: 'login:ok' })
    expect(await payerLoginCode()).toBe('0a1b2c')
  })

  it('hands the server’s parameters to wx.requestPayment, and says whether it went through', async () => {
    const requestPayment = jest
      .spyOn(Taro, 'requestPayment')
      .mockResolvedValueOnce({ errMsg: 'requestPayment:ok' })
      .mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    expect(await payInWechat(PARAMS)).toBe(true)
    expect(requestPayment).toHaveBeenCalledWith({
      timeStamp: PARAMS.timeStamp,
      nonceStr: PARAMS.nonceStr,
      package: PARAMS.package,
      signType: 'RSA',
      paySign: PARAMS.paySign,
    })
    expect(await payInWechat(PARAMS)).toBe(false)
  })

  it('knows the development provider’s parameters, which WeChat would refuse', () => {
    expect(isDevPayment({ ...PARAMS, package: 'prepay_id=devS2026112600001' })).toBe(true)
    expect(isDevPayment(PARAMS)).toBe(false)
    expect(isDevPayment({})).toBe(false)
  })
})
