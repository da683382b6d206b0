import type { Kysely } from 'kysely'

/**
 * The learner's openid for the school's official account (JSAPI payment inside WeChat needs
 * it), and the open 网页授权 round trips: a random state names the learner and where to come
 * back, and is used once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('wechat_openid', 'text').execute()
  await db.schema
    .createTable('wechat_oauth_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('back', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('wechat_oauth_states_by_expiry')
    .on('wechat_oauth_states')
    .column('expires_at')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_oauth_states').execute()
  await db.schema.alterTable('users').dropColumn('wechat_openid').execute()
}
