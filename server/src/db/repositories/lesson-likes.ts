import type { Kysely } from 'kysely'
import type { LessonThumb, OwnLike } from '@common/contracts/study'
import type { Database } from '../schema'

/** spec §3 thumb of a lesson: its likes and dislikes, and the learner's own (0 for a visitor). */
export async function thumbOf(
  db: Kysely<Database>,
  lessonId: number,
  userId: number | null,
): Promise<LessonThumb> {
  const rows = await db
    .selectFrom('lesson_likes')
    .select(['value', (eb) => eb.fn.countAll<number>().as('n')])
    .where('lesson_id', '=', lessonId)
    .groupBy('value')
    .execute()
  const own =
    userId === null
      ? undefined
      : await db
          .selectFrom('lesson_likes')
          .select('value')
          .where('lesson_id', '=', lessonId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
  const count = (value: number) => Number(rows.find((row) => Number(row.value) === value)?.n ?? 0)
  return {
    lessonId,
    likesNum: count(1),
    dislikesNum: count(-1),
    ownLike: (own ? Number(own.value) : 0) as OwnLike,
  }
}

/** Sets the learner's own thumb on a lesson; 0 takes it back. */
export async function setLike(
  db: Kysely<Database>,
  userId: number,
  lessonId: number,
  like: OwnLike,
): Promise<void> {
  if (like === 0) {
    await db
      .deleteFrom('lesson_likes')
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .execute()
    return
  }
  await db
    .insertInto('lesson_likes')
    .values({ user_id: userId, lesson_id: lessonId, value: like })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doUpdateSet({ value: like }))
    .execute()
}
