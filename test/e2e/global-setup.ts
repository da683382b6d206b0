import { startRealServer } from '../support/real-server'

/** Starts the real server for the whole run; the tests read its address from the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startRealServer()
  process.env.E2E_BASE_URL = server.baseUrl
  process.env.E2E_SQLITE_FILE = server.sqliteFile
  return server.stop
}
