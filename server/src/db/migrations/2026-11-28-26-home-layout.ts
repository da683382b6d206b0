import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * The learners' home page as the school arranges it (issue 28): the entries of its navigation
 * (the ones the app showed before, so a database of any age starts with them) and, per exam,
 * the courses recommended first in its course section.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('home_nav_entries'))
    .addColumn('label', 'varchar(20)', (col) => col.notNull())
    .addColumn('icon', 'varchar(20)', (col) => col.notNull())
    .addColumn('url', 'varchar(300)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db
    .insertInto('home_nav_entries')
    .values(
      [
        ['全部课程', 'category', '/course'],
        ['直播课', 'video', '/live'],
        ['复习资料', 'articles', '/home/list/0'],
        ['免费视频', 'play', '/home/list/1'],
        ['商城', 'store', '/goodsStore'],
        ['题库', 'edit', '/test'],
        ['搜索', 'search', '/search'],
      ].map(([label, icon, url], sort) => ({ label, icon, url, sort })),
    )
    .execute()
  await db.schema
    .createTable('home_recommendations')
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('course_categories.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('home_recommendations_pk', ['category_id', 'course_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('home_recommendations').execute()
  await db.schema.dropTable('home_nav_entries').execute()
}
