import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SERVER_SRC, sourceFiles } from '@test/server/support/source-files'

describe('the injected clock', () => {
  it('is what routes, services and repositories read: no rule defaults to the wall clock', () => {
    const offenders: string[] = []
    for (const folder of ['routes', 'services', 'db/repositories']) {
      for (const file of sourceFiles(path.join(SERVER_SRC, folder))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            const where = `${path.relative(SERVER_SRC, file)}:${index + 1}`
            // A parameter's default of now, or a route reading the time itself.
            if (/=\s*(Date\.now\(\)|new Date\(\))\s*[,)]/.test(line)) offenders.push(where)
            if (folder === 'routes' && /Date\.now\(\)|new Date\(\)/.test(line)) {
              // An id made of the time is not a time rule.
              if (!line.includes('transactionId')) offenders.push(where)
            }
          })
      }
    }
    expect(offenders).toEqual([])
  })
})
