import { isMobileUserAgent, isWechat } from '@common/rules/user-agent'

describe('isMobileUserAgent', () => {
  it('knows phones, tablets and WeChat', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 Chrome/81.0 NetType/WIFI MicroMessenger/7.0.20 WindowsWechat',
    ]) {
      expect(isMobileUserAgent(ua)).toBe(true)
    }
  })

  it('sends desktop browsers and an empty user agent to the desktop', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      ),
    ).toBe(false)
    expect(isMobileUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe(
      false,
    )
    expect(isMobileUserAgent(undefined)).toBe(false)
  })
})

describe('isWechat', () => {
  it("knows WeChat's in-app browser, on phones and desktops", () => {
    expect(isWechat('Mozilla/5.0 (iPhone) Mobile/15E148 MicroMessenger/8.0.49')).toBe(true)
    expect(isWechat('Mozilla/5.0 (Windows NT 10.0) MicroMessenger/7.0.20 WindowsWechat')).toBe(true)
    expect(isWechat('Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36')).toBe(
      false,
    )
    expect(isWechat(undefined)).toBe(false)
  })
})
