import type { Kysely } from 'kysely'

/**
 * The official account's access_token and JS-SDK jsapi_ticket, kept where every
 * server process reads them: WeChat rate-limits both, so they are fetched by one process and
 * shared. A row per account and kind; `lease_owner` and `lease_until` name the process
 * refreshing it (a claim taken by a guarded UPDATE), so that a refresh happens once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wechat_tokens')
    .addColumn('app_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // '' until the first fetch succeeds.
    .addColumn('value', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('wechat_tokens_pkey', ['app_id', 'kind'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_tokens').execute()
}
