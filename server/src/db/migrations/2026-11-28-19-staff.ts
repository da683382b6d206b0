import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * The school's console (issue 28): staff accounts with a role, their sessions (apart from the
 * learners', so that neither opens the other's door), and the audit log of every change made
 * in the console, written in the change's own transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await withId(db, db.schema.createTable('audit_log'))
    // Null for changes made outside the console (the command line, the first admin at start).
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    // The actor's username then: the log reads the same after an account is renamed or gone.
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('staff_sessions').execute()
  await db.schema.dropTable('staff').execute()
}
