import path from 'node:path'
import { ConfigError, loadConfig } from '../../server/src/config'

describe('server configuration', () => {
  it('defaults to SQLite under data/ on port 8080', () => {
    const config = loadConfig({})
    expect(config.port).toBe(8080)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.sqliteFile).toBe(path.resolve(__dirname, '..', '..', 'data', 'school.sqlite'))
  })

  it('reads PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).databaseUrl).toBe(
      'postgres://u@localhost/db',
    )
  })

  it('names every bad variable at once', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { problems } = error as ConfigError
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/PORT.*DATABASE_URL.*LOG_LEVEL.*TRUST_PROXY/s)
  })
})
