import type {
  ConsoleCourse,
  ConsoleCourseDetail,
  ConsoleLesson,
  CourseChange,
  CourseSubject,
  LessonChange,
  NewCourse,
  NewLesson,
} from '@common/contracts/console-courses'
import { call } from './http'

export const courseList = () => call<ConsoleCourse[]>('GET', '/courses')
export const courseSubjects = () => call<CourseSubject[]>('GET', '/course-subjects')
export const courseDetail = (id: number) => call<ConsoleCourseDetail>('GET', `/courses/${id}`)
export const createCourse = (course: NewCourse) =>
  call<ConsoleCourseDetail>('POST', '/courses', course)
export const changeCourse = (id: number, change: CourseChange) =>
  call<ConsoleCourseDetail>('PATCH', `/courses/${id}`, change)
export const addChapter = (courseId: number, title: string) =>
  call<{ id: number }>('POST', `/courses/${courseId}/chapters`, { title })
export const renameChapter = (id: number, title: string) =>
  call<{ id: number }>('PATCH', `/course-chapters/${id}`, { title })
export const createLesson = (lesson: NewLesson) => call<ConsoleLesson>('POST', '/lessons', lesson)
export const changeLesson = (id: number, change: LessonChange) =>
  call<ConsoleLesson>('PATCH', `/lessons/${id}`, change)

/** A lesson's video as staff preview it (the console's API, by ranges). */
export const lessonVideoUrl = (id: number) => `/admin/api/lessons/${id}/video`
