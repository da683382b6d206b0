import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { connect } from '@server/db/connect'
import { createTestDatabase, type TestDatabase } from '../support/databases'

/**
 * Another process on the same SQLite file (a second server, a script): it opens the file, says
 * "opened", writes a goods type when told "go", says "wrote" and exits.
 */
const OTHER_WRITER = `
const Database = require('libsql')
const db = new Database(process.argv[1])
db.pragma('busy_timeout = 5000')
console.log('opened')
process.stdin.once('data', () => {
  db.prepare('insert into goods_types (name) values (?)').run('另一进程')
  console.log('wrote')
  db.close()
  process.exit(0)
})
`

describe('SQLite transactions with a second writing process', () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
  })
  afterAll(() => database.drop())

  it('a transaction that reads, then writes, keeps its write when another process writes in between', async () => {
    const file = database.env.SQLITE_FILE as string
    const { db } = connect({ sqliteFile: file })
    const other = spawn(process.execPath, ['-e', OTHER_WRITER, file], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const lines = createInterface({ input: other.stdout })
    const said = (word: string) =>
      new Promise<void>((resolve) => lines.on('line', (line) => line === word && resolve()))
    await said('opened')
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('goods_types').select('id').execute()
        other.stdin.write('go\n')
        // The other process writes at once unless this transaction holds the write lock, in
        // which case it waits for it; either way this write then comes.
        await Promise.race([said('wrote'), new Promise((resolve) => setTimeout(resolve, 1000))])
        await trx.insertInto('goods_types').values({ name: '本进程' }).execute()
      })
      const code = other.exitCode ?? ((await once(other, 'exit')) as [number])[0]
      expect(code).toBe(0)
      const names = await db
        .selectFrom('goods_types')
        .select('name')
        .where('name', 'in', ['本进程', '另一进程'])
        .execute()
      expect(names.map((row) => row.name).sort()).toEqual(['另一进程', '本进程'].sort())
    } finally {
      other.kill()
      await db.destroy()
    }
  })
})
