import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  CONSOLE_SOURCES,
  STAMP_FILE,
  buildApp,
  buildConsole,
  sourceStamp,
  staleBuildReason,
} from '../../../server/bin/app-build.mjs'

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

describe('the build does not depend on the shell’s NODE_ENV', () => {
  /** A stand-in for Taro's CLI that writes the NODE_ENV it ran with, and exits with `status`. */
  function fakeTaro(root: string, status: number) {
    const bin = path.join(root, 'node_modules', '.bin')
    mkdirSync(bin, { recursive: true })
    writeFileSync(
      path.join(bin, 'taro'),
      `#!/bin/sh\nmkdir -p dist/h5\nprintf %s "$NODE_ENV" > dist/h5/node-env\nexit ${status}\n`,
    )
    chmodSync(path.join(bin, 'taro'), 0o755)
  }

  it('builds for production from a shell with NODE_ENV=development, and stamps the build', () => {
    const { root, output } = project()
    fakeTaro(root, 0)
    expect(buildApp(root, 'h5', { ...process.env, NODE_ENV: 'development' })).toBe(0)
    expect(readFileSync(path.join(output, 'node-env'), 'utf8')).toBe('production')
    expect(readFileSync(path.join(output, STAMP_FILE), 'utf8').trim()).toBe(sourceStamp(root))
  })

  it('gives a failed build’s status and leaves no stamp, so the next start builds again', () => {
    const { root, output } = project()
    fakeTaro(root, 3)
    expect(buildApp(root, 'h5', { ...process.env, NODE_ENV: 'development' })).toBe(3)
    expect(existsSync(path.join(output, STAMP_FILE))).toBe(false)
  })
})

describe("the school's console is built apart and rebuilt when its own sources change", () => {
  function consoleProject(status: number) {
    const { root } = project()
    mkdirSync(path.join(root, 'admin', 'src'), { recursive: true })
    writeFileSync(path.join(root, 'admin', 'src', 'main.tsx'), 'export default 1')
    const bin = path.join(root, 'node_modules', '.bin')
    mkdirSync(bin, { recursive: true })
    // A stand-in for Vite: writes index.html into ADMIN_OUT_DIR, with the NODE_ENV it ran with.
    writeFileSync(
      path.join(bin, 'vite'),
      `#!/bin/sh\nmkdir -p "$ADMIN_OUT_DIR"\nprintf %s "$NODE_ENV" > "$ADMIN_OUT_DIR/index.html"\nexit ${status}\n`,
    )
    chmodSync(path.join(bin, 'vite'), 0o755)
    return { root, output: path.join(root, 'dist', 'admin') }
  }

  it('builds for production into its folder, stamped with the console’s sources', () => {
    const { root, output } = consoleProject(0)
    const reason = () => staleBuildReason(root, output, CONSOLE_SOURCES, 'console')
    expect(reason()).toBe('no console build yet')
    expect(buildConsole(root, output, { ...process.env, NODE_ENV: 'development' })).toBe(0)
    expect(readFileSync(path.join(output, 'index.html'), 'utf8')).toBe('production')
    expect(reason()).toBeNull()
    // A change to the learners' app leaves the console's build current, and the other way round.
    writeFileSync(path.join(root, 'src', 'pages', 'home.tsx'), 'export default 2')
    expect(reason()).toBeNull()
    writeFileSync(path.join(root, 'admin', 'src', 'main.tsx'), 'export default 2')
    expect(reason()).toBe('the console sources changed since the last build')
  })

  it('leaves no stamp after a failed build', () => {
    const { root, output } = consoleProject(2)
    expect(buildConsole(root, output)).toBe(2)
    expect(existsSync(path.join(output, STAMP_FILE))).toBe(false)
  })
})
