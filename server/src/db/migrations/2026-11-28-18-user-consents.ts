import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * Which version of the 用户协议 and 隐私政策 each learner agreed to, when and from where: a
 * school that collects phone numbers must be able to show the consent (PIPL). One row per
 * learner and version, from the first login or registration that agreed to it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('user_consents'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('agreed_at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('user_consents_user_version', ['user_id', 'version'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_consents').execute()
}
