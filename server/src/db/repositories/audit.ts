import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

export interface AuditRecord {
  staffId: number | null
  actor: string
  action: string
  target: string
  summary: Record<string, unknown>
  ip: string
}

/** Writes one entry: call it with the transaction of the change it records. */
export async function insertAudit(
  db: Kysely<Database>,
  record: AuditRecord,
  now: Instant,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: record.staffId,
      actor: record.actor,
      action: record.action,
      target: record.target,
      summary: JSON.stringify(record.summary),
      ip: record.ip,
      at: now,
    })
    .execute()
}

export interface AuditFilter {
  actor?: string
  action?: string
  from?: Instant
  to?: Instant
}

/** A page of entries, newest first, with how many match. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: number,
  pageSize: number,
) {
  let query = db.selectFrom('audit_log')
  if (filter.actor) query = query.where('actor', '=', filter.actor)
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from)
  if (filter.to !== undefined) query = query.where('at', '<', filter.to)
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'actor', 'action', 'target', 'summary', 'ip', 'at'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
