import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * The question bank: exams and their subjects per year, chapters and 节, knowledge points,
 * questions (a 不定项 case or a material question holds its sub-questions by parent_id), options
 * with their own ids (answers are option ids), papers with per-question marks, which goods sell
 * a subject, and the learners' answers: a log of every answer and one progress row per learner
 * and question that statistics read. Marks are kept in hundredths (1.5 marks = 150).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_exams')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await withId(db, db.schema.createTable('bank_subjects'))
    .addColumn('exam_id', 'integer', (col) =>
      col.notNull().references('bank_exams.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('exam_date', 'bigint', (col) => col.notNull())
    .addColumn('update_num', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('question_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('bank_subjects_once', ['exam_id', 'year', 'name'])
    .execute()

  await withId(db, db.schema.createTable('bank_chapters'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'integer', (col) =>
      col.references('bank_chapters.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('bank_chapters_by_subject')
    .on('bank_chapters')
    .columns(['subject_id', 'sort'])
    .execute()

  await withId(db, db.schema.createTable('knowledge_points'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('chapter_id', 'integer', (col) =>
      col.notNull().references('bank_chapters.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('importance', 'integer', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('knowledge_points_by_subject')
    .on('knowledge_points')
    .columns(['subject_id', 'sort'])
    .execute()
  await db.schema
    .createIndex('knowledge_points_by_chapter')
    .on('knowledge_points')
    .column('chapter_id')
    .execute()

  await withId(db, db.schema.createTable('questions'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('chapter_id', 'integer', (col) =>
      col.notNull().references('bank_chapters.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'integer', (col) => col.references('questions.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('stem', 'text', (col) => col.notNull())
    .addColumn('analysis', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('model_answer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('marks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('difficulty', 'integer', (col) => col.notNull().defaultTo(2))
    .addColumn('source', 'varchar(100)', (col) => col.notNull().defaultTo('原创'))
    .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('questions_by_subject')
    .on('questions')
    .columns(['subject_id', 'kind'])
    .execute()
  await db.schema
    .createIndex('questions_by_chapter')
    .on('questions')
    .columns(['chapter_id', 'sort'])
    .execute()
  await db.schema
    .createIndex('questions_by_parent')
    .on('questions')
    .columns(['parent_id', 'sort'])
    .execute()

  await withId(db, db.schema.createTable('question_options'))
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('question_options_by_question')
    .on('question_options')
    .columns(['question_id', 'sort'])
    .execute()

  await db.schema
    .createTable('question_points')
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('point_id', 'integer', (col) =>
      col.notNull().references('knowledge_points.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('question_points_pk', ['question_id', 'point_id'])
    .execute()
  await db.schema
    .createIndex('question_points_by_point')
    .on('question_points')
    .columns(['point_id', 'question_id'])
    .execute()

  await db.schema
    .createTable('lesson_points')
    .addColumn('lesson_id', 'integer', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('point_id', 'integer', (col) =>
      col.notNull().references('knowledge_points.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('lesson_points_pk', ['lesson_id', 'point_id'])
    .execute()
  await db.schema
    .createIndex('lesson_points_by_point')
    .on('lesson_points')
    .columns(['point_id', 'lesson_id'])
    .execute()

  await withId(db, db.schema.createTable('papers'))
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('chapter_id', 'integer', (col) =>
      col.references('bank_chapters.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_marks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pass_marks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('question_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('papers_by_subject')
    .on('papers')
    .columns(['subject_id', 'kind', 'sort'])
    .execute()

  await db.schema
    .createTable('paper_questions')
    .addColumn('paper_id', 'integer', (col) =>
      col.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('section', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('marks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('paper_questions_pk', ['paper_id', 'question_id'])
    .execute()
  await db.schema
    .createIndex('paper_questions_by_question')
    .on('paper_questions')
    .column('question_id')
    .execute()

  await db.schema
    .createTable('goods_subjects')
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().references('goods.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('goods_subjects_pk', ['goods_id', 'subject_id'])
    .execute()
  await db.schema
    .createIndex('goods_subjects_by_subject')
    .on('goods_subjects')
    .column('subject_id')
    .execute()

  await withId(db, db.schema.createTable('question_answers'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'integer', (col) => col.references('papers.id').onDelete('set null'))
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('correct', 'integer', (col) => col.notNull())
    .addColumn('answered_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('question_answers_by_user')
    .on('question_answers')
    .columns(['user_id', 'answered_at'])
    .execute()

  await db.schema
    .createTable('question_favourites')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_favourites_pk', ['user_id', 'question_id'])
    .execute()
  await db.schema
    .createIndex('question_favourites_by_subject')
    .on('question_favourites')
    .columns(['user_id', 'subject_id'])
    .execute()

  await db.schema
    .createTable('question_progress')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('answers', 'integer', (col) => col.notNull())
    .addColumn('rights', 'integer', (col) => col.notNull())
    .addColumn('last_correct', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_progress_pk', ['user_id', 'question_id'])
    .execute()
  await db.schema
    .createIndex('question_progress_by_subject')
    .on('question_progress')
    // Covering: statistics and point progress read these columns only.
    .columns(['user_id', 'subject_id', 'question_id', 'last_correct'])
    .execute()

  // Foreign keys get an index each: deleting a question or paper must not scan the answers.
  for (const [table, column] of [
    ['question_answers', 'question_id'],
    ['question_answers', 'paper_id'],
    ['question_progress', 'question_id'],
    ['question_favourites', 'question_id'],
  ] as const) {
    await db.schema.createIndex(`${table}_by_${column}`).on(table).column(column).execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'question_progress',
    'question_favourites',
    'question_answers',
    'goods_subjects',
    'paper_questions',
    'papers',
    'lesson_points',
    'question_points',
    'question_options',
    'questions',
    'knowledge_points',
    'bank_chapters',
    'bank_subjects',
    'bank_exams',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
