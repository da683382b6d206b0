import type { Kysely } from 'kysely'
import { withId } from './portable'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('course_categories'))
    .addColumn('parent_id', 'integer', (col) =>
      col.references('course_categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await withId(db, db.schema.createTable('courses'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('course_categories.id'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('picture', 'varchar(255)', (col) => col.notNull())
    .addColumn('url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('teacher', 'varchar(50)', (col) => col.notNull())
    .addColumn('price_fen', 'integer', (col) => col.notNull())
    .addColumn('discount_price_fen', 'integer', (col) => col.notNull())
    .addColumn('validity_days', 'integer', (col) => col.notNull().defaultTo(365))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lesson_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('student_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('free_list_type', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('courses_by_category')
    .on('courses')
    .columns(['category_id', 'sort'])
    .execute()

  await withId(db, db.schema.createTable('classrooms'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('picture', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_fen', 'integer', (col) => col.notNull())
    .addColumn('discount_price_fen', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('goods_types'))
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await withId(db, db.schema.createTable('goods'))
    .addColumn('goods_type_id', 'integer', (col) => col.notNull().references('goods_types.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('summary', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('price_fen', 'integer', (col) => col.notNull())
    .addColumn('discount_price_fen', 'integer', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('goods_courses')
    .addColumn('goods_id', 'integer', (col) =>
      col.notNull().references('goods.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('goods_courses_pk', ['goods_id', 'course_id'])
    .execute()

  await withId(db, db.schema.createTable('lives'))
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('lesson_title', 'varchar(100)', (col) => col.notNull())
    .addColumn('teacher', 'varchar(50)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(32)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(32)', (col) => col.notNull())
    .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .execute()
  await db.schema.createIndex('lives_by_start').on('lives').column('start_time').execute()

  await db.schema
    .createTable('study_records')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (col) => col.notNull())
    .addColumn('lesson_title', 'varchar(100)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_records_pk', ['user_id', 'course_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'study_records',
    'lives',
    'goods_courses',
    'goods',
    'goods_types',
    'classrooms',
    'courses',
    'course_categories',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
