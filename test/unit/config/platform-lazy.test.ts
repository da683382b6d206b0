// config/platform-lazy.cjs stands in for platform.js in the H5 build (Taro's getSystemInfo).
describe('the lazy platform.js', () => {
  const WECHAT_UA =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49'

  afterEach(() => {
    jest.dontMock('platform/platform.js')
    jest.resetModules()
  })

  it('does not parse until something is read, then answers as platform.js does', () => {
    jest.isolateModules(() => {
      const parse = jest.fn(() => ({ os: { family: 'iOS' }, product: 'iPhone' }))
      let loaded = 0
      jest.doMock('platform/platform.js', () => {
        loaded += 1
        return { parse, os: { family: 'iOS', toString: () => 'iOS 17.5' }, product: 'iPhone' }
      })
      const lazy = require('../../../config/platform-lazy.cjs') as Record<string, unknown>
      expect(loaded).toBe(0)
      expect(lazy.product).toBe('iPhone')
      expect(String(lazy.os)).toBe('iOS 17.5')
      expect(loaded).toBe(1)
      ;(lazy.parse as (ua: string) => unknown)(WECHAT_UA)
      expect(parse).toHaveBeenCalledWith(WECHAT_UA)
    })
  })

  it('gives the real parse result', () => {
    const lazy = require('../../../config/platform-lazy.cjs') as {
      parse: (ua: string) => { product?: string; os?: { family?: string } }
    }
    const real = jest.requireActual<typeof lazy>('platform/platform.js')
    // Each parse has its own methods, so the data is compared as JSON.
    expect(JSON.stringify(lazy.parse(WECHAT_UA))).toBe(JSON.stringify(real.parse(WECHAT_UA)))
    expect(lazy.parse(WECHAT_UA)).toMatchObject({ product: 'iPhone', os: { family: 'iOS' } })
  })
})
