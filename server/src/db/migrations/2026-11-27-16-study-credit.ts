import { sql, type Kysely } from 'kysely'
import { isPostgres } from './portable'

/** The two columns, filled in for the rows there are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
async function addColumns(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('video_positions')
    .addColumn('credited_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  // Saves were not checked against time before: the position each learner reached is all we
  // know of their watching, so it is credited in full and nobody loses progress made.
  await db
    .updateTable('video_positions')
    .set({ credited_seconds: sql.ref('seconds') })
    .execute()
  // The old rule (position at 90% of the video) counted these finished, also before done_at
  // existed: they stay finished now that only done_at says so.
  await db
    .updateTable('video_positions')
    .set({ done_at: sql.ref('updated_at') })
    .where('done_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lessons')
          .select('lessons.id')
          .whereRef('lessons.id', '=', 'video_positions.lesson_id')
          .where('lessons.duration', '>', 0)
          .where(sql<boolean>`video_positions.seconds * 10 >= lessons.duration * 9`),
      ),
    )
    .execute()

  await db.schema.alterTable('attempts').addColumn('answered', 'integer').execute()
  // Attempts handed in before: their answers are all kept, so the count is known.
  await db
    .updateTable('attempts')
    .set(({ selectFrom }) => ({
      answered: selectFrom('attempt_answers')
        .select(({ fn }) => fn.countAll().as('n'))
        .whereRef('attempt_answers.attempt_id', '=', 'attempts.id'),
    }))
    .where('submitted_at', 'is not', null)
    .execute()
}

/**
 * Points only for study done: a lesson's watching time credited save by save (what finishes
 * it now, not the position a seek reaches), and on a handed-in attempt how many of its
 * questions were answered (what gives a paper's points and a place in the ranking).
 *
 * PostgreSQL migrations run in the migrator's transaction; SQLite's gets one here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return addColumns(db)
  await db.transaction().execute((trx) => addColumns(trx))
}

/** The done_at of lessons finished by the old rule stay: that rule counted them done too. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('answered').execute()
  await db.schema.alterTable('video_positions').dropColumn('credited_seconds').execute()
}
