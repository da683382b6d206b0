// config/strip-weui-font-loader.cjs drops the weui icon font from Taro's H5 component styles.
import { readFileSync } from 'node:fs'
import path from 'node:path'

// A path, not require.resolve: jest maps every stylesheet to a stub.
const TARO_COMPONENTS_CSS = path.resolve(
  __dirname,
  '../../../node_modules/@tarojs/components/dist/taro-components/taro-components.css',
)

type Loader = (this: { emitWarning(error: Error): void }, source: string) => string
const stripWeuiFont = require('../../../config/strip-weui-font-loader.cjs') as Loader

function run(source: string) {
  const warnings: Error[] = []
  const output = stripWeuiFont.call({ emitWarning: (error) => warnings.push(error) }, source)
  return { output, warnings }
}

describe('the weui font stripper', () => {
  it('should drop the weui @font-face of Taro 4.2.1 and keep every other rule', () => {
    const source = readFileSync(TARO_COMPONENTS_CSS, 'utf8')
    const { output, warnings } = run(source)
    expect(warnings).toEqual([])
    expect(output).not.toContain('@font-face')
    expect(output).toContain('.taro-app-wrap{')
    expect(output).toContain('.weui-cells_checkbox')
    expect(source.length - output.length).toBeGreaterThan(6000)
  })

  it('should warn and change nothing when Taro no longer ships the font', () => {
    const { output, warnings } = run('.taro-app-wrap{margin:0}')
    expect(output).toBe('.taro-app-wrap{margin:0}')
    expect(warnings).toHaveLength(1)
  })
})
