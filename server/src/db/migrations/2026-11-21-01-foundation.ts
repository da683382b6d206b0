import type { Kysely } from 'kysely'
import { withId } from './portable'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('organisations')
    .addColumn('train_code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('train_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('realname', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('qq', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('weixin_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('weixin_title', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('banners'))
    .addColumn('train_code', 'varchar(32)', (col) =>
      col.notNull().references('organisations.train_code').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('imgurl', 'varchar(255)', (col) => col.notNull())
    .addColumn('url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('banners_by_org_type')
    .on('banners')
    .columns(['train_code', 'type', 'sort'])
    .execute()

  await withId(db, db.schema.createTable('users'))
    .addColumn('mobile', 'varchar(11)', (col) => col.unique())
    .addColumn('username', 'varchar(50)', (col) => col.unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('name', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('nickname', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('qq', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('sex', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('birthday', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_by_expiry').on('sessions').column('expires_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sessions', 'users', 'banners', 'organisations', 'app_meta']) {
    await db.schema.dropTable(table).execute()
  }
}
