import type { Kysely } from 'kysely'
import { withId } from './portable'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sms_codes'))
    .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('sms_codes_by_mobile')
    .on('sms_codes')
    .columns(['mobile', 'created_at'])
    .execute()
  await db.schema
    .createIndex('sms_codes_by_ip')
    .on('sms_codes')
    .columns(['ip', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('dev_sms_outbox'))
    .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('code', 'varchar(6)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('auth_failures'))
    .addColumn('key', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('auth_failures_by_key')
    .on('auth_failures')
    .columns(['key', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('addresses'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
    .addColumn('qq', 'varchar(20)', (col) => col.notNull())
    .addColumn('province', 'varchar(50)', (col) => col.notNull())
    .addColumn('city', 'varchar(50)', (col) => col.notNull())
    .addColumn('district', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(200)', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('tag', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('addresses_by_user').on('addresses').column('user_id').execute()

  await withId(db, db.schema.createTable('suggestions'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('content', 'varchar(1000)', (col) => col.notNull())
    .addColumn('contact', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'suggestions',
    'addresses',
    'auth_failures',
    'dev_sms_outbox',
    'sms_codes',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
