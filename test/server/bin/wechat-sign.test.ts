import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const run = promisify(execFile)

/** `npm run wechat:sign -- …` without npm: tsx running the CLI. */
async function wechatSign(args: string[]) {
  try {
    const { stdout, stderr } = await run(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['server/bin/wechat-sign.ts', ...args],
      { cwd: ROOT },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** WeChat's published example (JS-SDK 附录1). */
const EXAMPLE = [
  '--ticket',
  'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  '--noncestr',
  'Wm3WZYTPz0wzccnW',
  '--timestamp',
  '1414587457',
]

describe('npm run wechat:sign (server/bin/wechat-sign.ts)', () => {
  it("prints the signature of WeChat's published example, with or without a fragment", async () => {
    for (const url of [
      'http://mp.weixin.qq.com?params=value',
      'http://mp.weixin.qq.com?params=value#x',
    ]) {
      expect(await wechatSign([...EXAMPLE, '--url', url])).toEqual({
        code: 0,
        stdout: '0f9de62fce790f9a083d5c99e95740ceb90c27ed\n',
        stderr: '',
      })
    }
  })

  it('exits 1 with the usage when an option is missing, unknown or wrong', async () => {
    const missing = await wechatSign(EXAMPLE)
    expect(missing).toMatchObject({ code: 1, stdout: '' })
    expect(missing.stderr).toMatch(/缺少 --url\n用法：npm run wechat:sign/)

    const unknown = await wechatSign([...EXAMPLE, '--url', 'http://a/', '--sign', 'x'])
    expect(unknown).toMatchObject({ code: 1, stdout: '' })
    expect(unknown.stderr).toMatch(/--sign/)

    const [ticket, value, nonce, nonceValue] = EXAMPLE
    const badTime = await wechatSign([
      ticket,
      value,
      nonce,
      nonceValue,
      '--timestamp',
      'soon',
      '--url',
      'http://a/',
    ])
    expect(badTime).toMatchObject({ code: 1, stdout: '' })
    expect(badTime.stderr).toMatch(/--timestamp 须为秒数/)
  })
})
