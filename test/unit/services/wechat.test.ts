import { createWechat, signableUrl, type WxSdk } from '@/services/wechat'

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.49'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36 MicroMessenger/8.0.49'
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari'
const LANDING = 'https://m.school.test/study/course/7?from=group#top'
const CARD = {
  title: '初级会计实务 基础精讲班',
  desc: '主讲：李老师',
  link: 'https://m.school.test/study/course/7',
  imgUrl: 'https://m.school.test/media/covers/course/7.svg',
}

/** A JS-SDK that records what it is asked, and verifies (or refuses) each config. */
function fakeSdk(verifies = true) {
  const calls: { name: string; options: unknown }[] = []
  let onReady = () => undefined as void
  let onError: (result: { errMsg: string }) => void = () => undefined
  const sdk: WxSdk = {
    config: (options) => {
      calls.push({ name: 'config', options })
      queueMicrotask(() => (verifies ? onReady() : onError({ errMsg: 'config:invalid signature' })))
    },
    ready: (callback) => {
      onReady = callback
    },
    error: (callback) => {
      onError = callback
    },
    updateAppMessageShareData: (options) => calls.push({ name: 'appMessage', options }),
    updateTimelineShareData: (options) => calls.push({ name: 'timeline', options }),
  }
  return { sdk, calls }
}

function build(userAgent: string, currentUrl: () => string, verifies = true) {
  const { sdk, calls } = fakeSdk(verifies)
  const signed: string[] = []
  const loadSdk = jest.fn(async () => sdk)
  const wechat = createWechat({
    userAgent,
    landingUrl: LANDING,
    currentUrl,
    getConfig: async (pageUrl) => {
      signed.push(pageUrl)
      return {
        appId: 'wx0123456789abcdef',
        timestamp: 1764000000,
        nonceStr: 'n0nce',
        signature: 's',
      }
    },
    loadSdk,
  })
  return { wechat, calls, signed, loadSdk }
}

describe('the WeChat service', () => {
  it('signs the landing URL on iOS and the current one elsewhere, never the fragment', () => {
    expect(signableUrl(IOS, LANDING, 'https://m.school.test/live#x')).toBe(
      'https://m.school.test/study/course/7?from=group',
    )
    expect(signableUrl(ANDROID, LANDING, 'https://m.school.test/live?a=1#x')).toBe(
      'https://m.school.test/live?a=1',
    )
  })

  it('asks for a signature once per signable URL, configures, and sets both share cards', async () => {
    let url = 'https://m.school.test/study/course/7'
    const { wechat, calls, signed } = build(ANDROID, () => url)
    await wechat.share(CARD)
    await wechat.share({ ...CARD, title: '又一张' })
    expect(signed).toEqual(['https://m.school.test/study/course/7'])
    expect(calls.filter((call) => call.name === 'config')).toHaveLength(1)
    expect(calls[0].options).toMatchObject({
      appId: 'wx0123456789abcdef',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      openTagList: ['wx-open-subscribe'],
    })
    expect(calls).toContainEqual({ name: 'appMessage', options: CARD })
    expect(calls).toContainEqual({
      name: 'timeline',
      options: { title: CARD.title, link: CARD.link, imgUrl: CARD.imgUrl },
    })

    url = 'https://m.school.test/live'
    await wechat.share(CARD)
    expect(signed).toEqual(['https://m.school.test/study/course/7', 'https://m.school.test/live'])
  })

  it('keeps signing the landing URL on iOS after route changes', async () => {
    const { wechat, signed } = build(IOS, () => 'https://m.school.test/live')
    await wechat.share(CARD)
    await wechat.share(CARD)
    expect(signed).toEqual(['https://m.school.test/study/course/7?from=group'])
  })

  it('does nothing outside WeChat: no SDK, no signature', async () => {
    const { wechat, signed, loadSdk } = build(SAFARI, () => LANDING)
    await wechat.share(CARD)
    expect(wechat.inWechat).toBe(false)
    expect(loadSdk).not.toHaveBeenCalled()
    expect(signed).toEqual([])
  })

  it('never throws when WeChat refuses the signature, and asks again next time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { wechat, signed, calls } = build(ANDROID, () => 'https://m.school.test/home', false)
    await expect(wechat.share(CARD)).resolves.toBeUndefined()
    await wechat.share(CARD)
    expect(signed).toHaveLength(2)
    expect(calls.some((call) => call.name === 'appMessage')).toBe(false)
    warn.mockRestore()
  })
})
