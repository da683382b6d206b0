import type { Kysely, Transaction } from 'kysely'
import type {
  ConsoleLesson,
  CourseChapterInput,
  LessonChange,
  NewLesson,
} from '@common/contracts/console-courses'
import { contentTitleError, publishLessonError } from '@common/rules/course-content'
import { courseLessons, recountLessons } from '@server/db/repositories/console-courses'
import { findUpload } from '@server/db/repositories/uploads'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { toConsoleLesson } from './console-courses'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>

async function assertCourse(db: Db, courseId: number): Promise<void> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .executeTakeFirst()
  if (!course) throw FAILURES.courseNotFound()
}

/** The next sort number in a table's rows of a course: after the last. */
async function nextSort(db: Db, table: 'chapters' | 'lessons', courseId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('sort').as('sort'))
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  return row?.sort === null || row?.sort === undefined ? 0 : Number(row.sort) + 1
}

/** A chapter added at the end of a course's outline (or at `sort`). */
export async function addCourseChapter(
  db: Kysely<Database>,
  courseId: number,
  input: CourseChapterInput,
  actor: Actor,
  now: Instant,
) {
  assertValid(contentTitleError(input.title, '章节'))
  await assertCourse(db, courseId)
  return db.transaction().execute(async (trx) => {
    const sort = input.sort ?? (await nextSort(trx, 'chapters', courseId))
    const title = input.title.trim()
    const row = await trx
      .insertInto('chapters')
      .values({ course_id: courseId, title, sort })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(row.id)
    await audit(trx, actor, 'chapter.create', `course:${courseId}`, { after: { title } }, now)
    return { id, title, sort }
  })
}

/** Renames or moves a chapter of a course. */
export async function changeCourseChapter(
  db: Kysely<Database>,
  id: number,
  input: CourseChapterInput,
  actor: Actor,
  now: Instant,
) {
  assertValid(contentTitleError(input.title, '章节'))
  const before = await db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst()
  if (!before) throw FAILURES.chapterNotFound()
  const title = input.title.trim()
  const sort = input.sort ?? Number(before.sort)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('chapters').set({ title, sort }).where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'chapter.update',
      `course:${before.course_id}`,
      { before: { title: before.title }, after: { title } },
      now,
    )
  })
  return { id, title, sort }
}

/** The video a finished upload gives a lesson. */
async function videoOf(db: Db, uploadId: string) {
  const upload = await findUpload(db, uploadId)
  if (!upload) throw new ApiFailure(400, '视频上传不存在，请重新上传')
  if (upload.state !== 'done') throw new ApiFailure(400, '视频尚未上传完成')
  return {
    media_file: upload.storage_key,
    duration: Number(upload.duration),
    name: upload.file_name,
  }
}

async function assertChapterOf(db: Db, chapterId: number | null, courseId: number) {
  if (chapterId === null) return
  const chapter = await db
    .selectFrom('chapters')
    .select('id')
    .where('id', '=', chapterId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  if (!chapter) throw FAILURES.chapterNotOfCourse()
}

async function lessonOf(db: Db, id: number): Promise<ConsoleLesson & { courseId: number }> {
  const row = await db
    .selectFrom('lessons')
    .select('course_id')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw FAILURES.lessonNotFound()
  const courseId = Number(row.course_id)
  const lesson = (await courseLessons(db, courseId)).find((each) => Number(each.id) === id)
  return { ...toConsoleLesson(lesson!), courseId }
}

/**
 * A new lesson of a course: in one of its chapters or before them, with the video of a
 * finished upload (its length from the file). A lesson without a video stays unpublished.
 */
export async function createLesson(
  db: Kysely<Database>,
  lesson: NewLesson,
  actor: Actor,
  now: Instant,
): Promise<ConsoleLesson> {
  assertValid(contentTitleError(lesson.title, '课时'))
  await assertCourse(db, lesson.courseId)
  await assertChapterOf(db, lesson.chapterId, lesson.courseId)
  const video = lesson.uploadId ? await videoOf(db, lesson.uploadId) : null
  const published = lesson.published ?? video !== null
  if (published) assertValid(publishLessonError(video !== null))
  const title = lesson.title.trim()
  const teacher = await db
    .selectFrom('courses')
    .select('teacher')
    .where('id', '=', lesson.courseId)
    .executeTakeFirstOrThrow()
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('lessons')
      .values({
        course_id: lesson.courseId,
        chapter_id: lesson.chapterId,
        title,
        free: lesson.free ? 1 : 0,
        status: published ? 'published' : 'unpublished',
        duration: video?.duration ?? 0,
        media_file: video?.media_file ?? '',
        teacher: teacher.teacher,
        sort: lesson.sort ?? (await nextSort(trx, 'lessons', lesson.courseId)),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recountLessons(trx, lesson.courseId)
    const lessonId = Number(row.id)
    await audit(
      trx,
      actor,
      'lesson.create',
      `lesson:${lessonId}`,
      { after: { title, free: lesson.free ?? false, published, file: video?.name ?? '' } },
      now,
    )
    return lessonId
  })
  return lessonOf(db, id)
}

/** Changes a lesson: its title, chapter, order, free or not, published or not, its video. */
export async function changeLesson(
  db: Kysely<Database>,
  id: number,
  change: LessonChange,
  actor: Actor,
  now: Instant,
): Promise<ConsoleLesson> {
  const before = await lessonOf(db, id)
  const title = (change.title ?? before.title).trim()
  assertValid(contentTitleError(title, '课时'))
  const chapterId = change.chapterId === undefined ? before.chapterId : change.chapterId
  await assertChapterOf(db, chapterId, before.courseId)
  const video = change.uploadId ? await videoOf(db, change.uploadId) : null
  const published = change.published ?? before.published
  if (published) assertValid(publishLessonError(video !== null || before.hasVideo))
  const free = change.free ?? before.free
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lessons')
      .set({
        title,
        chapter_id: chapterId,
        free: free ? 1 : 0,
        status: published ? 'published' : 'unpublished',
        sort: change.sort ?? before.sort,
        ...(video ? { media_file: video.media_file, duration: video.duration } : {}),
      })
      .where('id', '=', id)
      .execute()
    await recountLessons(trx, before.courseId)
    await audit(
      trx,
      actor,
      'lesson.update',
      `lesson:${id}`,
      {
        before: { title: before.title, free: before.free, published: before.published },
        after: { title, free, published, ...(video ? { file: video.name } : {}) },
      },
      now,
    )
  })
  return lessonOf(db, id)
}

/** The stored video of a lesson, for the console's preview (a draft's or unpublished one's too). */
export async function lessonVideoKey(db: Db, id: number): Promise<string> {
  const lesson = await db
    .selectFrom('lessons')
    .select('media_file')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!lesson) throw FAILURES.lessonNotFound()
  if (!lesson.media_file) throw new ApiFailure(404, '该课时还没有视频')
  return lesson.media_file
}
