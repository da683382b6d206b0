import { rmSync } from 'node:fs'
import path from 'node:path'
import { TEMPLATE_ENV } from './databases'

/** Removes the template databases of global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  const sqliteFile = process.env[TEMPLATE_ENV.sqlite]
  if (sqliteFile) rmSync(path.dirname(sqliteFile), { recursive: true, force: true })
  await globalThis.dropPostgresTemplate?.()
}
