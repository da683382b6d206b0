import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely'

/** Whether a migration runs on PostgreSQL; the SQL for auto-increment ids differs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Adds an auto-increment integer primary key `id` that works on both databases. */
export function withId<T extends string>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- see isPostgres
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}
