import { startRealServer } from '../support/real-server'
import { FIRST_ADMIN } from './support/console-accounts'

/** Starts the real server for the whole run; the tests read its address from the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The school's first admin, made at start as a school's operator would (issue 28).
  const server = await startRealServer({
    env: { ADMIN_USERNAME: FIRST_ADMIN.username, ADMIN_PASSWORD: FIRST_ADMIN.password },
  })
  process.env.E2E_BASE_URL = server.baseUrl
  process.env.E2E_SQLITE_FILE = server.sqliteFile
  return server.stop
}
