/**
 * `npm run live -- list | cancel <id> | replay-ready <id>`: the school's operators cancel a
 * live or mark its replay ready. It opens the database the server uses (the same
 * environment: DATABASE_URL, or SQLite at SQLITE_FILE) and migrates it first, as the server
 * does. Exits 1 with a message when the command or the live is refused.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../src/db/schema'
import {
  cancelLive,
  listAdminLives,
  markReplayReady,
  type AdminLive,
} from '../src/services/live-admin'
import { Refusal, runCli, withDatabase } from './cli'

const USAGE = '用法：npm run live -- list | cancel <直播 id> | replay-ready <直播 id>'

/** What the state of a live reads as in the list. */
const STATE_TEXT: Record<AdminLive['state'], string> = {
  scheduled: '未开始',
  live: '直播中',
  ended: '回放生成中',
  replayReady: '回放已就绪',
  cancelled: '已取消',
}

function liveIdOf(text: string | undefined): number {
  const id = Number(text)
  if (!text || !Number.isInteger(id) || id < 1) throw new Refusal(`直播 id 须为正整数\n${USAGE}`)
  return id
}

function lineOf(live: AdminLive): string {
  const state = STATE_TEXT[live.state] + (live.status === 'published' ? '' : '（未发布）')
  return `${live.id}\t${live.start} ~ ${live.end.slice(11)}\t${state}\t${live.title}（${live.courseTitle}）`
}

async function run(db: Kysely<Database>, [command, argument]: string[]): Promise<string> {
  const now = Date.now()
  switch (command) {
    case 'list': {
      const lives = await listAdminLives(db, now)
      return lives.length === 0 ? '昨天以来没有直播' : lives.map(lineOf).join('\n')
    }
    case 'cancel': {
      const id = liveIdOf(argument)
      const { changed } = await cancelLive(db, id, now)
      return changed ? `直播 ${id} 已取消` : `直播 ${id} 早已取消，未作改动`
    }
    case 'replay-ready': {
      const id = liveIdOf(argument)
      const { changed } = await markReplayReady(db, id, now)
      return changed ? `直播 ${id} 的回放已就绪` : `直播 ${id} 的回放早已就绪，未作改动`
    }
    default:
      throw new Refusal(USAGE)
  }
}

async function main(args: string[]): Promise<void> {
  // A bad command is refused before the database is opened (or created).
  if (!['list', 'cancel', 'replay-ready'].includes(args[0] ?? '')) throw new Refusal(USAGE)
  console.log(await withDatabase((db) => run(db, args)))
}

runCli(main(process.argv.slice(2)))
