import { sql, type Kysely } from 'kysely'

/**
 * When an account's mobile number was proven by an SMS code. Registration by password once
 * needed no code, so anyone could register another person's number; such accounts (every
 * account with a password, as nothing tells which of them later proved their number) start
 * unproven, and the first SMS login to them removes the password (services/accounts.ts).
 * Accounts without a password were all made by an SMS code: proven when they were made.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile_proven_at', 'bigint').execute()
  await sql`update users set mobile_proven_at = created_at
    where password_hash is null and mobile is not null`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mobile_proven_at').execute()
}
