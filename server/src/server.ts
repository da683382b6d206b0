import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

/** Grace period for requests in flight before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const app = await buildApp(config)
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    const timer = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    app.close().then(
      () => {
        app.log.info('closed')
        process.exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error)
  process.exit(1)
})
