import type { Kysely } from 'kysely'
import type { ClassroomDetail, CourseDetail } from '@common/contracts/study'
import { findClassroom } from '../db/repositories/classrooms'
import { validityDaysOf } from '../db/repositories/enrolments'
import { findCourseDetail, findLesson, type LessonRow } from '../db/repositories/lessons'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { FAILURES } from '@server/failures'

// The rows a request names by id: found, or the request ends with a 404.

export async function existingLesson(db: Kysely<Database>, lessonId: number): Promise<LessonRow> {
  const lesson = await findLesson(db, lessonId)
  if (!lesson) throw FAILURES.lessonNotFound()
  return lesson
}

export async function existingCourse(
  db: Kysely<Database>,
  courseId: number,
): Promise<CourseDetail> {
  const course = await findCourseDetail(db, courseId)
  if (!course) throw FAILURES.courseNotFound()
  return course
}

export async function existingClassroom(
  db: Kysely<Database>,
  classId: number,
): Promise<ClassroomDetail> {
  const classroom = await findClassroom(db, classId)
  if (!classroom) throw FAILURES.classroomNotFound()
  return classroom
}

/** The validity days of a course or class room that exists. */
export async function validityOfExisting(
  db: Kysely<Database>,
  kind: 'course' | 'classroom',
  id: number,
): Promise<number> {
  const days = await validityDaysOf(db, kind, id)
  if (days === null) throw new ApiFailure(404, kind === 'course' ? '课程不存在' : '班级不存在')
  return days
}
