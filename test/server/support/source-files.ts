import { readdirSync } from 'node:fs'
import path from 'node:path'

/** The server's sources, for tests that read them as text. */
export const SERVER_SRC = path.resolve(__dirname, '..', '..', '..', 'server', 'src')

/** Every .ts file below a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}
