import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '@server/config'
import { CONFIGURATION_DOC, renderConfigurationDoc } from '@server/config/doc'
import { VARIABLE_GROUPS } from '@server/config/groups'
import { wechatPayEnv } from '../support/wechat-pay-env'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const SERVER_SOURCES = path.join(ROOT, 'server', 'src')
/** The one file that reads the environment by a name it is given (the groups' readers). */
const READERS = path.join(SERVER_SOURCES, 'config', 'variables.ts')

const declared = new Map(
  VARIABLE_GROUPS.flatMap((group) =>
    Object.keys(group.variables).map((name) => [name, group.source] as const),
  ),
)

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.[cm]?[jt]s$/.test(entry.name) ? [file] : []
  })
}

/** `(process.)env.NAME`, `env['NAME']`, and names destructured from `process.env`. */
const NAMED_READ = /\benv(?:\.([A-Za-z_]\w*)|\[\s*['"`]([A-Za-z_]\w*)['"`]\s*\])/g
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g
/** `env[expression]`: a name the scan cannot see. */
const COMPUTED_READ = /\benv\[\s*(?!['"`])/g

describe('docs/configuration.md', () => {
  it('is what the declarations generate', () => {
    const page = renderConfigurationDoc()
    const current = readFileSync(path.join(ROOT, CONFIGURATION_DOC), 'utf8')
    if (current === page) return
    const [had, wants] = [current.split('\n'), page.split('\n')]
    const found = wants.findIndex((text, index) => had[index] !== text)
    const line = found < 0 ? wants.length : found
    throw new Error(
      `${CONFIGURATION_DOC} is stale: run npm run docs:config\n` +
        `(first difference at line ${line + 1}:\n` +
        `  in the file: ${had[line] ?? '(end of file)'}\n` +
        `  generated:   ${wants[line] ?? '(end of file)'})`,
    )
  })
})

describe('environment variables', () => {
  it('declares each variable once, in the file its group names', () => {
    const names = VARIABLE_GROUPS.flatMap((group) => Object.keys(group.variables))
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    const misplaced = VARIABLE_GROUPS.flatMap((group) => {
      const file = path.join(ROOT, group.source)
      const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
      return Object.keys(group.variables)
        .filter((name) => !new RegExp(`^\\s*${name}: `, 'm').test(text))
        .map((name) => `${name} is not declared in ${group.source}`)
    })
    expect(misplaced).toEqual([])
  })

  it('declares every variable server/src reads, and reads none by a computed name', () => {
    const problems: string[] = []
    for (const file of sourceFiles(SERVER_SOURCES)) {
      const text = readFileSync(file, 'utf8')
      const where = path.relative(ROOT, file)
      const names = [...text.matchAll(NAMED_READ)].map((match) => match[1] ?? match[2])
      for (const [, list] of text.matchAll(DESTRUCTURED)) {
        names.push(...list.split(',').map((part) => part.split(/[:=]/)[0].trim()))
      }
      for (const name of names.filter(Boolean)) {
        if (!declared.has(name)) problems.push(`${where} reads ${name}, which no group declares`)
      }
      if (file !== READERS && COMPUTED_READ.test(text)) {
        problems.push(`${where} reads env[…] by a computed name: use its group's readers`)
      }
      COMPUTED_READ.lastIndex = 0
    }
    if (problems.length > 0) {
      throw new Error(
        `${problems.join('\n')}\nDeclare each variable in its group (server/src/config/variables.ts), then run npm run docs:config`,
      )
    }
  })

  it('has loadConfig read exactly the declared variables', () => {
    const read = new Set<string>()
    const watched = (env: Record<string, string>) =>
      new Proxy(env, {
        get(target, name) {
          if (typeof name === 'string') read.add(name)
          return target[name as string]
        },
      })
    const realProviders = {
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      SMS_PROVIDER: 'aliyun',
      WECHAT_PROVIDER: 'wechat',
      LIVE_PROVIDER: 'school',
    }
    const {
      WECHAT_PAY_PRIVATE_KEY: _key,
      WECHAT_PAY_PUBLIC_KEY: _public,
      ...keyFiles
    } = wechatPayEnv()
    for (const env of [{}, { ...realProviders, ...wechatPayEnv() }, keyFiles]) {
      try {
        loadConfig(watched(env))
      } catch {
        // Missing settings are problems; what matters here is which names were read.
      }
    }
    expect([...read].filter((name) => !declared.has(name)).sort()).toEqual([])
    expect([...declared.keys()].filter((name) => !read.has(name)).sort()).toEqual([])
  })
})
