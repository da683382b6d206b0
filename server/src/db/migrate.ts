import { Migrator, type Kysely, type Migration } from 'kysely'
import * as foundation from './migrations/2026-11-21-01-foundation'
import * as accounts from './migrations/2026-11-21-02-accounts'
import * as catalogue from './migrations/2026-11-21-03-catalogue'
import * as study from './migrations/2026-11-21-04-study'
import * as utcInstants from './migrations/2026-11-23-05-utc-instants'
import * as questionBank from './migrations/2026-11-23-06-question-bank'
import * as practice from './migrations/2026-11-23-07-practice'
import * as questionDiscussions from './migrations/2026-11-23-08-question-discussions'
import * as ownSets from './migrations/2026-11-23-09-own-sets'
import * as orders from './migrations/2026-11-23-10-orders'
import * as wechatOpenid from './migrations/2026-11-23-11-wechat-openid'
import * as points from './migrations/2026-11-23-12-points'
import * as lives from './migrations/2026-11-23-13-lives'
import * as wechatTickets from './migrations/2026-11-23-14-wechat-tickets'
import * as provenMobiles from './migrations/2026-11-27-15-proven-mobiles'
import * as studyCredit from './migrations/2026-11-27-16-study-credit'
import * as answerDevices from './migrations/2026-11-27-17-answer-devices'
import * as userConsents from './migrations/2026-11-28-18-user-consents'
import * as staff from './migrations/2026-11-28-19-staff'
import * as attemptQuestions from './migrations/2026-11-28-20-attempt-questions'
import * as teachers from './migrations/2026-11-28-21-teachers'
import * as uploads from './migrations/2026-11-28-22-uploads'
import * as sprintDate from './migrations/2026-11-28-23-sprint-date'
import * as paperStatus from './migrations/2026-11-28-24-paper-status'
import * as goodsStock from './migrations/2026-11-28-25-goods-stock'
import * as homeLayout from './migrations/2026-11-28-26-home-layout'
import * as tableVersions from './migrations/2026-11-28-27-table-versions'
import * as goodsValidity from './migrations/2026-11-28-28-goods-validity'
import type { Database } from './schema'

/** Every migration, by name; names start with their date so they sort in order. */
const MIGRATIONS = {
  '2026-11-21-01-foundation': foundation,
  '2026-11-21-02-accounts': accounts,
  '2026-11-21-03-catalogue': catalogue,
  '2026-11-21-04-study': study,
  '2026-11-23-05-utc-instants': utcInstants,
  '2026-11-23-06-question-bank': questionBank,
  '2026-11-23-07-practice': practice,
  '2026-11-23-08-question-discussions': questionDiscussions,
  '2026-11-23-09-own-sets': ownSets,
  '2026-11-23-10-orders': orders,
  '2026-11-23-11-wechat-openid': wechatOpenid,
  '2026-11-23-12-points': points,
  '2026-11-23-13-lives': lives,
  '2026-11-23-14-wechat-tickets': wechatTickets,
  '2026-11-27-15-proven-mobiles': provenMobiles,
  '2026-11-27-16-study-credit': studyCredit,
  '2026-11-27-17-answer-devices': answerDevices,
  '2026-11-28-18-user-consents': userConsents,
  '2026-11-28-19-staff': staff,
  '2026-11-28-20-attempt-questions': attemptQuestions,
  '2026-11-28-21-teachers': teachers,
  '2026-11-28-22-uploads': uploads,
  '2026-11-28-23-sprint-date': sprintDate,
  '2026-11-28-24-paper-status': paperStatus,
  '2026-11-28-25-goods-stock': goodsStock,
  '2026-11-28-26-home-layout': homeLayout,
  '2026-11-28-27-table-versions': tableVersions,
  '2026-11-28-28-goods-validity': goodsValidity,
} satisfies Record<string, Migration>

export type MigrationName = keyof typeof MIGRATIONS

/**
 * Brings the schema up to date, or to the named migration (up or down: for tests of a
 * migration's data conversion); throws with the failing migration's name.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  target?: MigrationName,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  })
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
