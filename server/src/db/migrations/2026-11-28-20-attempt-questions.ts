import { sql, type Kysely } from 'kysely'

/**
 * The questions an attempt started with, in their order, sections and marks: a paper edited,
 * or a chapter's practice grown by an import, changes the next attempts, never one in progress
 * or the report of one handed in. Attempts made before keep their paper's list as it is now.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_questions')
    .addColumn('attempt_id', 'integer', (col) =>
      col.notNull().references('attempts.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('section', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('marks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('attempt_questions_pk', ['attempt_id', 'question_id'])
    .execute()
  await sql`
    insert into attempt_questions (attempt_id, question_id, section, marks, sort)
    select attempts.id, paper_questions.question_id, paper_questions.section,
           paper_questions.marks, paper_questions.sort
    from attempts join paper_questions on paper_questions.paper_id = attempts.paper_id
  `.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_questions').execute()
}
