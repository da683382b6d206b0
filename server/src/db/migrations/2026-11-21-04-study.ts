import type { Kysely } from 'kysely'
import { withId } from './portable'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('classrooms')
    .addColumn('validity_days', 'integer', (col) => col.notNull().defaultTo(365))
    .execute()
  await db.schema
    .alterTable('classrooms')
    .addColumn('student_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await withId(db, db.schema.createTable('chapters'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('chapters_by_course')
    .on('chapters')
    .columns(['course_id', 'sort'])
    .execute()

  await withId(db, db.schema.createTable('lessons'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('chapter_id', 'integer', (col) => col.references('chapters.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .addColumn('duration', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('media_file', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('teacher', 'varchar(50)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('lessons_by_course')
    .on('lessons')
    .columns(['course_id', 'sort'])
    .execute()

  await db.schema
    .createTable('classroom_courses')
    .addColumn('classroom_id', 'integer', (col) =>
      col.notNull().references('classrooms.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('classroom_courses_pk', ['classroom_id', 'course_id'])
    .execute()
  await db.schema
    .createIndex('classroom_courses_by_course')
    .on('classroom_courses')
    .column('course_id')
    .execute()

  await db.schema
    .createTable('classroom_goods')
    .addColumn('classroom_id', 'integer', (col) =>
      col.notNull().references('classrooms.id').onDelete('cascade'),
    )
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().references('goods.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('classroom_goods_pk', ['classroom_id', 'goods_id'])
    .execute()

  await withId(db, db.schema.createTable('enrolments'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('activated_at', 'varchar(32)')
    .addColumn('expire_at', 'varchar(32)')
    .addUniqueConstraint('enrolments_once', ['user_id', 'kind', 'ref_id'])
    .execute()

  await db.schema
    .createTable('video_positions')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('seconds', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('video_positions_pk', ['user_id', 'lesson_id'])
    .execute()

  await withId(db, db.schema.createTable('lesson_discussions'))
    .addColumn('lesson_id', 'integer', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('lesson_discussions_by_lesson')
    .on('lesson_discussions')
    .columns(['lesson_id', 'id'])
    .execute()
  await db.schema
    .createIndex('lesson_discussions_by_user')
    .on('lesson_discussions')
    .columns(['user_id', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('discussion_replies'))
    .addColumn('discuss_id', 'integer', (col) =>
      col.notNull().references('lesson_discussions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('target_user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('discussion_replies_by_discussion')
    .on('discussion_replies')
    .columns(['discuss_id', 'id'])
    .execute()
  await db.schema
    .createIndex('discussion_replies_by_user')
    .on('discussion_replies')
    .columns(['user_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('lesson_likes')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (col) =>
      col.notNull().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('value', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_likes_pk', ['user_id', 'lesson_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'lesson_likes',
    'discussion_replies',
    'lesson_discussions',
    'video_positions',
    'enrolments',
    'classroom_goods',
    'classroom_courses',
    'lessons',
    'chapters',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('classrooms').dropColumn('student_count').execute()
  await db.schema.alterTable('classrooms').dropColumn('validity_days').execute()
}
