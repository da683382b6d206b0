import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { STAMP_FILE, sourceStamp, staleBuildReason } from '../../../server/bin/app-build.mjs'

/** A project folder with an app source and a build of it. */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'school-build-'))
  mkdirSync(path.join(root, 'src', 'pages'), { recursive: true })
  writeFileSync(path.join(root, 'src', 'pages', 'home.tsx'), 'export default 1')
  writeFileSync(path.join(root, 'package.json'), '{"name":"school"}')
  const output = path.join(root, 'dist', 'h5')
  mkdirSync(output, { recursive: true })
  return { root, output }
}

describe('npm start knows whether the H5 build is current', () => {
  it('asks for a build when there is none, or it does not say what it was built from', () => {
    const { root, output } = project()
    expect(staleBuildReason(root, output)).toBe('no H5 build yet')
    writeFileSync(path.join(output, 'index.html'), '<html></html>')
    expect(staleBuildReason(root, output)).toBe('the H5 build does not say what it was built from')
  })

  it('serves a build made from the current sources, and rebuilds after a change (a git pull)', () => {
    const { root, output } = project()
    writeFileSync(path.join(output, 'index.html'), '<html></html>')
    writeFileSync(path.join(output, STAMP_FILE), `${sourceStamp(root)}\n`)
    expect(staleBuildReason(root, output)).toBeNull()
    writeFileSync(path.join(root, 'src', 'pages', 'home.tsx'), 'export default 2')
    expect(staleBuildReason(root, output)).toBe('the app sources changed since the last build')
  })

  it('stamps the sources by path and content: a new or renamed file counts too', () => {
    const { root } = project()
    const before = sourceStamp(root)
    expect(sourceStamp(root)).toBe(before)
    writeFileSync(path.join(root, 'src', 'extra.ts'), '')
    expect(sourceStamp(root)).not.toBe(before)
  })
})
