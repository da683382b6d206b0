import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SERVER_SRC, sourceFiles } from '@test/server/support/source-files'
import { FAILURES } from '@server/failures'

describe('failure messages', () => {
  it('are each written once in the server', () => {
    const places = new Map<string, string[]>()
    for (const file of sourceFiles(SERVER_SRC)) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/new ApiFailure\(\d+, '([^']+)'/g)) {
        const where = `${path.relative(SERVER_SRC, file)}`
        places.set(match[1], [...(places.get(match[1]) ?? []), where])
      }
    }
    const catalogued = new Set(Object.values(FAILURES).map((make) => make().message))
    const twice = [...places].filter(
      ([message, files]) => files.length > 1 || catalogued.has(message),
    )
    expect(twice).toEqual([])
    expect(places.size).toBeGreaterThan(20)
  })

  it('answer with their status and message', () => {
    expect(FAILURES.classroomNotFound()).toMatchObject({ code: 404, message: '班级不存在' })
    expect(FAILURES.subjectNotBought()).toMatchObject({ code: 403, message: '请先购买该科目题库' })
  })
})
