import { expect, type APIRequestContext } from '@playwright/test'
import type { CourseCard, CourseCategory } from '@common/contracts/catalogue'
import type { LiveDetail } from '@common/contracts/lives'
import type { ClassroomDetail, CourseDetail, LessonListItem } from '@common/contracts/study'

interface Envelope<T> {
  code: number
  result: T
}

/**
 * The seeded catalogue as the server's public API answers it: tests pick their courses,
 * lessons and class rooms here rather than hard-coding ids the seed may change.
 */
export class CatalogueApi {
  constructor(private readonly request: APIRequestContext) {}

  private async get<T>(path: string): Promise<T> {
    const response = await this.request.get(path)
    const body = (await response.json()) as Envelope<T>
    expect(body.code, path).toBe(200)
    return body.result
  }

  /** Every seeded course, as the catalogue lists them. */
  async courses(): Promise<CourseCard[]> {
    const categories = await this.get<CourseCategory[]>('/knew/Pc/course/getCourse')
    return categories.flatMap((category) => category.courseList)
  }

  async paidCourse(): Promise<CourseCard> {
    const paid = (await this.courses()).find((course) => course.discountPrice > 0)
    if (!paid) throw new Error('the seed has no paid course')
    return paid
  }

  async freeCourse(): Promise<CourseCard> {
    const free = (await this.courses()).find((course) => course.discountPrice === 0)
    if (!free) throw new Error('the seed has no free course')
    return free
  }

  async course(courseId: number): Promise<CourseDetail> {
    return this.get<CourseDetail>(`/knew/pc/course/info/courseId/${courseId}`)
  }

  /** The published lessons of a course, in order (chapters and lives left out). */
  async lessonsOf(courseId: number): Promise<LessonListItem[]> {
    const items = await this.get<LessonListItem[]>(`/knew/pc/course/lessons/courseId/${courseId}`)
    return items.filter((item) => item.type === 'lesson' && item.status === 'published')
  }

  async classroom(classId: number): Promise<ClassroomDetail> {
    return this.get<ClassroomDetail>(`/api/home/visitclassroom/${classId}`)
  }

  async classroomCourses(classId: number): Promise<CourseCard[]> {
    return this.get<CourseCard[]>(`/knew/pc/classroom/courseList/classId/${classId}`)
  }

  /**
   * The seeded lives as a visitor sees them (the seed places them around its start: one on
   * now, one within 2 hours, one 3 hours away, replays…), read one by one until one is missing.
   */
  async lives(): Promise<LiveDetail[]> {
    const lives: LiveDetail[] = []
    for (let id = 1; ; id += 1) {
      const response = await this.request.get(`/api/home/visitLives/${id}`)
      const body = (await response.json()) as Envelope<LiveDetail>
      if (body.code !== 200) return lives
      lives.push(body.result)
    }
  }

  /** The first seeded live matching a description (throws when the seed has none). */
  async live(what: string, matches: (live: LiveDetail) => boolean): Promise<LiveDetail> {
    const live = (await this.lives()).find(matches)
    if (!live) throw new Error(`the seed has no live: ${what}`)
    return live
  }
}
