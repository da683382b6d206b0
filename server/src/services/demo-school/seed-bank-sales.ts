import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@server/db/schema'
import type { BankFile } from './data-files'

type Db = Kysely<Database> | Transaction<Database>

const fen = (yuan: number) => Math.round(yuan * 100)

/**
 * Goods that sell each subject's bank of the newest exam year (under the store's bank goods type), and
 * the lessons that teach each knowledge point: the lessons of the courses named for the
 * subject, spread over its points in order.
 */
export async function seedBankSales(db: Db, bank: BankFile, goodsTypeId: number): Promise<void> {
  const subjects = await db
    .selectFrom('bank_subjects')
    .innerJoin('bank_exams', 'bank_exams.id', 'bank_subjects.exam_id')
    .select([
      'bank_subjects.id',
      'bank_subjects.name',
      'bank_subjects.year',
      'bank_subjects.exam_id',
    ])
    .orderBy('bank_exams.sort')
    .orderBy('bank_subjects.year', 'desc')
    .orderBy('bank_subjects.sort')
    .execute()
  const newest = new Map<number, number>()
  for (const subject of subjects) {
    const examId = Number(subject.exam_id)
    newest.set(examId, Math.max(newest.get(examId) ?? 0, Number(subject.year)))
  }
  for (const [index, subject] of subjects.entries()) {
    const examId = Number(subject.exam_id)
    const subjectId = Number(subject.id)
    if (Number(subject.year) === newest.get(examId)) {
      const goodsOf = bank.exams.find((exam) => exam.id === examId)?.goods
      if (!goodsOf) continue
      const goods = await db
        .insertInto('goods')
        .values({
          goods_type_id: goodsTypeId,
          type: 'goods',
          ref_id: subjectId,
          title: `${subject.year}年${subject.name}题库`,
          cover: '',
          summary: bank.goodsSummary,
          price_fen: fen(goodsOf.listPrice),
          discount_price_fen: fen(goodsOf.price),
          sort: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const goodsId = Number(goods.id)
      await db
        .updateTable('goods')
        .set({ cover: `/media/covers/goods/${goodsId}.svg` })
        .where('id', '=', goodsId)
        .execute()
      await db
        .insertInto('goods_subjects')
        .values({ goods_id: goodsId, subject_id: subjectId })
        .execute()
    }
    await linkLessons(db, subjectId, subject.name)
  }
}

async function linkLessons(db: Db, subjectId: number, name: string): Promise<void> {
  const [points, lessons] = await Promise.all([
    db
      .selectFrom('knowledge_points')
      .select('id')
      .where('subject_id', '=', subjectId)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select('lessons.id')
      .where('courses.title', 'like', `%${name}%`)
      .where('lessons.status', '=', 'published')
      .orderBy('lessons.course_id')
      .orderBy('lessons.sort')
      .execute(),
  ])
  if (points.length === 0 || lessons.length === 0) return
  const links = new Map<string, { lesson_id: number; point_id: number }>()
  for (const [index, point] of points.entries()) {
    for (const offset of [0, 1]) {
      const lesson = lessons[(index + offset * points.length) % lessons.length]
      const link = { lesson_id: Number(lesson.id), point_id: Number(point.id) }
      links.set(`${link.lesson_id}-${link.point_id}`, link)
    }
  }
  await db
    .insertInto('lesson_points')
    .values([...links.values()])
    .execute()
}
