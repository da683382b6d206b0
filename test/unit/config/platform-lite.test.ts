// config/platform-lite.cjs stands in for platform.js in the H5 build (Taro's getDeviceInfo).
const USER_AGENTS = {
  'WeChat on an iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  'WeChat on an iPad':
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44',
  'WeChat (XWeb) on Android':
    'Mozilla/5.0 (Linux; Android 14; 22081212C Build/UKQ1.230917.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  'a Huawei browser':
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  'Chrome on Android':
    'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'WeChat on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  'Safari on a Mac':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'headless Chromium on Linux':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
}

interface Parsed {
  manufacturer?: string | null
  product?: string | null
  os?: { family?: string | null; toString(): string }
}

/** What Taro's getDeviceInfo reads of an answer. */
function deviceFields(parsed: Parsed) {
  return {
    brand: parsed.manufacturer || 'unknown',
    model: parsed.product || 'unknown',
    system: parsed.os?.toString() || 'unknown',
    platform: parsed.os?.family || 'unknown',
  }
}

describe('the platform.js stand-in', () => {
  const lite = require('../../../config/platform-lite.cjs') as { parse(ua: string): Parsed }
  const real = jest.requireActual<{ parse(ua: string): Parsed }>('platform/platform.js')

  it.each(Object.entries(USER_AGENTS))('gives what platform.js gives for %s', (_name, ua) => {
    expect(deviceFields(lite.parse(ua))).toEqual(deviceFields(real.parse(ua)))
  })
})
