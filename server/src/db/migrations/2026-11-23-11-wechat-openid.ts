import type { Kysely } from 'kysely'

/**
 * The payer's openid for the school's official account (JSAPI payment inside WeChat needs it),
 * kept on the session: an openid is a WeChat user's, i.e. the WeChat client the session lives
 * in, not the school account's (a learner may log in inside another person's WeChat), and it
 * is only good for the AppID it was given for. And the open 网页授权 round trips: a random
 * state names the learner and where to come back, and is used once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('wechat_openid', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('wechat_app_id', 'text').execute()
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
  await db.schema.alterTable('sessions').dropColumn('wechat_app_id').execute()
  await db.schema.alterTable('sessions').dropColumn('wechat_openid').execute()
}
