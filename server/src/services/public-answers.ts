import type { Kysely } from 'kysely'
import type { Config } from '../config'
import { listBanners } from '../db/repositories/banners'
import { listHomeNav } from '../db/repositories/home-nav'
import {
  coverText,
  findGoods,
  listBuyableGoods,
  listCategories,
  listCoursesOfCategory,
  listFreeCourses,
  listGoodsTypes,
  listRecentLives,
} from '../db/repositories/catalogue'
import {
  findClassroom,
  listClassroomCourses,
  listClassroomGoods,
  listClassroomLives,
} from '../db/repositories/classrooms'
import { findCourseDetail } from '../db/repositories/lessons'
import { findOrganisation, findTrainInfo } from '../db/repositories/organisations'
import type { Database, TableName } from '../db/schema'
import type { WriteTracker } from '../db/write-tracker'
import { ok } from '../errors'
import { parseChinaTime } from '../time'
import { AnswerCache, type Answer, type Computed } from './answer-cache'

/** The envelope of an answer, as JSON: what a route sends. */
const envelopeJson = (value: unknown) => JSON.stringify(ok(value))

const CATALOGUE: TableName[] = ['course_categories', 'courses', 'home_recommendations']
const LIVES: TableName[] = ['lives', 'courses', 'course_categories', 'chapters']

/**
 * Every table the answers below read. A page made of them (web-app.ts) is kept until one is
 * written; each has a version in table_versions (migration 27), so that other processes'
 * writes to it are seen too (a test holds both).
 */
export const PUBLIC_TABLES: readonly TableName[] = [
  'organisations',
  'banners',
  'home_nav_entries',
  ...CATALOGUE,
  'chapters',
  'lives',
  'goods_types',
  'goods',
  'goods_courses',
  'classrooms',
  'classroom_courses',
  'classroom_goods',
]
/**
 * Live answers are read again at least this often, whatever else happens: other processes'
 * writes are seen through table_versions (db/write-tracker.ts), and this bounds what a write
 * made outside them (a hand-run SQL statement on a table without a trigger) could leave.
 */
export const LIVE_ANSWER_MAX_MS = 60_000

/**
 * The answers that are the same for every visitor and learner (the school, its catalogue,
 * its class rooms and lives), read from the repositories once and kept in memory until their
 * tables are written (services/answer-cache.ts). Routes send them as they are; the pages'
 * boot data (boot-data.ts) is made of the same answers.
 */
export class PublicAnswers {
  private readonly cache: AnswerCache

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteTracker,
    private readonly organisation: Config['organisation'],
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new AnswerCache(writes, now)
  }

  private answer<T>(
    key: string,
    tables: TableName[],
    compute: () => Promise<Computed<T>>,
  ): Promise<Answer<T>> {
    return this.cache.get(key, tables, compute, envelopeJson)
  }

  private static value<T>(value: T): Computed<T> {
    return { value }
  }

  /** The school's name and contacts (null before the school is set up). */
  trainInfo() {
    return this.answer('trainInfo', ['organisations'], () =>
      findTrainInfo(this.db, this.organisation).then(PublicAnswers.value),
    )
  }

  /** An organisation's mobile banners, or null for an unknown organisation. */
  banners(trainCode: string) {
    return this.answer(`banners:${trainCode}`, ['organisations', 'banners'], async () => ({
      value: (await findOrganisation(this.db, trainCode))
        ? await listBanners(this.db, trainCode, 'mm')
        : null,
    }))
  }

  /** The home page's navigation entries. */
  homeNav() {
    return this.answer('homeNav', ['home_nav_entries'], () =>
      listHomeNav(this.db).then(PublicAnswers.value),
    )
  }

  /** The lives not yet ended; the list changes by itself when the first of them ends. */
  recentLives() {
    return this.answer('recentLives', LIVES, async () => {
      const lives = await listRecentLives(this.db, this.now())
      return {
        value: lives,
        until: Math.min(
          this.now() + LIVE_ANSWER_MAX_MS,
          ...lives.map((live) => parseChinaTime(live.end_time)),
        ),
      }
    })
  }

  catalogue() {
    return this.answer('catalogue', CATALOGUE, () =>
      listCategories(this.db).then(PublicAnswers.value),
    )
  }

  coursesOfCategory(categoryId: number) {
    return this.answer(`category:${categoryId}`, CATALOGUE, () =>
      listCoursesOfCategory(this.db, categoryId).then(PublicAnswers.value),
    )
  }

  freeList(type: 0 | 1) {
    return this.answer(`freeList:${type}`, ['courses'], () =>
      listFreeCourses(this.db, type).then(PublicAnswers.value),
    )
  }

  goodsTypes() {
    return this.answer('goodsTypes', ['goods_types', 'goods'], () =>
      listGoodsTypes(this.db).then(PublicAnswers.value),
    )
  }

  buyableGoods(courseId: number) {
    return this.answer(`buyable:${courseId}`, ['courses', 'goods', 'goods_courses'], () =>
      listBuyableGoods(this.db, courseId).then(PublicAnswers.value),
    )
  }

  goods(type: 'course' | 'classroom' | 'goods', id: number) {
    return this.answer(`goods:${type}:${id}`, ['goods'], () =>
      findGoods(this.db, type, id).then(PublicAnswers.value),
    )
  }

  courseDetail(courseId: number) {
    return this.answer(`course:${courseId}`, CATALOGUE, () =>
      findCourseDetail(this.db, courseId).then(PublicAnswers.value),
    )
  }

  classroom(classId: number) {
    return this.answer(`classroom:${classId}`, ['classrooms', 'classroom_courses'], () =>
      findClassroom(this.db, classId).then(PublicAnswers.value),
    )
  }

  classroomCourses(classId: number) {
    return this.answer(`classroomCourses:${classId}`, ['courses', 'classroom_courses'], () =>
      listClassroomCourses(this.db, classId).then(PublicAnswers.value),
    )
  }

  classroomGoods(classId: number, page: number) {
    return this.answer(`classroomGoods:${classId}:${page}`, ['goods', 'classroom_goods'], () =>
      listClassroomGoods(this.db, classId, page).then(PublicAnswers.value),
    )
  }

  classroomLives(classId: number) {
    return this.answer(`classroomLives:${classId}`, [...LIVES, 'classroom_courses'], async () => ({
      value: await listClassroomLives(this.db, classId),
      until: this.now() + LIVE_ANSWER_MAX_MS,
    }))
  }

  /** What a drawn cover shows (its title and group), or null. */
  coverText(kind: 'course' | 'classroom' | 'goods', id: number) {
    return this.answer(
      `cover:${kind}:${id}`,
      ['courses', 'course_categories', 'classrooms', 'goods'],
      () => coverText(this.db, kind, id).then(PublicAnswers.value),
    )
  }
}
