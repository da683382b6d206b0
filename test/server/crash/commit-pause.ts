// Loaded into the real server's process by the crash tests (node --import), never by the server
// itself: the process stands still at the commit of the payment transaction of one notification,
// just before it or just after it, and says so on its standard error, so that the test's kill -9
// lands at a known point between the notification's arrival and its answer. A write lock held
// from outside cannot do this on SQLite: a transaction that has read does not wait for the lock
// when it comes to write (busy_timeout does not apply), it fails at once.
import Database from 'libsql'
import { writeSync } from 'node:fs'
import pg from 'pg'
import { PAUSED_LINE, PAUSE_ENV, type PausePoint } from './server-process'

type Prepared = Database.Statement & { sql: string }
type Run = (this: Prepared, ...params: unknown[]) => Database.RunResult
type Prepare = (this: Database.Database, source: string) => Prepared
type Query = (this: pg.Client, ...args: unknown[]) => unknown

/** Whether a statement is the notification's insert (the first write of its transaction). */
function recordsNotification(sql: string, params: unknown, notifyId: string): boolean {
  return sql.includes('"payment_notifications"') && JSON.stringify(params).includes(notifyId)
}

function announce(pause: PausePoint): void {
  // Written at once: the process may never run again.
  writeSync(2, `\n${PAUSED_LINE} ${pause.at}\n`)
}

/**
 * SQLite's statements run on the main thread: blocking it stops the whole server. libsql's
 * statements do not keep their SQL, so each is told it when prepared.
 */
function pauseSqlite(pause: PausePoint): void {
  const probe = new Database(':memory:')
  const database = Object.getPrototypeOf(probe) as { prepare: Prepare }
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as { run: Run }
  probe.close()
  const prepare = database.prepare
  database.prepare = function (source) {
    return Object.assign(prepare.call(this, source), { sql: source })
  }
  const run = statement.run
  const standStill = (): never => {
    announce(pause)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
    throw new Error('a paused server does not go on')
  }
  let armed = false
  statement.run = function (...params) {
    if (recordsNotification(this.sql, params, pause.notifyId)) armed = true
    // SQLite has one connection: the next commit after the insert is its transaction's.
    if (!armed || this.sql !== 'commit') return run.apply(this, params)
    if (pause.at === 'before-commit') standStill()
    run.apply(this, params)
    return standStill()
  }
}

/** pg answers through promises: one that never settles stops that request only. */
function pausePostgres(pause: PausePoint): void {
  const client = pg.Client.prototype as unknown as { query: Query }
  const query = client.query
  const armed = new WeakSet<pg.Client>()
  const never = () => new Promise<never>(() => undefined)
  client.query = function (...args) {
    const [sql, params] = args
    if (typeof sql === 'string' && recordsNotification(sql, params, pause.notifyId)) {
      armed.add(this)
    }
    if (sql !== 'commit' || !armed.has(this)) return query.apply(this, args)
    if (pause.at === 'before-commit') {
      announce(pause)
      return never()
    }
    return (query.apply(this, args) as Promise<unknown>).then(() => {
      announce(pause)
      return never()
    })
  }
}

const notifyId = process.env[PAUSE_ENV.notifyId]
const at = process.env[PAUSE_ENV.at]
if (!notifyId || (at !== 'before-commit' && at !== 'after-commit')) {
  throw new Error(`commit-pause needs ${PAUSE_ENV.notifyId} and ${PAUSE_ENV.at}`)
}
pauseSqlite({ notifyId, at })
pausePostgres({ notifyId, at })
