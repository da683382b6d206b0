import { jssdkSignature } from '@server/services/jssdk-signature'

/** WeChat's published example (JS-SDK 说明文档, 附录1-JS-SDK使用权限签名算法). */
const EXAMPLE = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
}

describe('the JS-SDK signature', () => {
  it("matches WeChat's published example", () => {
    expect(jssdkSignature(EXAMPLE)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('signs the URL without its fragment, keeping the query', () => {
    expect(jssdkSignature({ ...EXAMPLE, url: `${EXAMPLE.url}#/course/12?tab=1` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    )
    expect(jssdkSignature({ ...EXAMPLE, url: 'http://mp.weixin.qq.com?params=other' })).not.toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    )
  })

  it('signs the URL raw, not re-encoded', () => {
    const encoded = jssdkSignature({ ...EXAMPLE, url: 'https://m.example.com/s?q=%E4%BC%9A' })
    expect(jssdkSignature({ ...EXAMPLE, url: 'https://m.example.com/s?q=会' })).not.toBe(encoded)
  })
})
