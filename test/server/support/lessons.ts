import type { TestServer } from './test-server'

/** A lesson as a course's lesson list shows it. */
export interface ListedLesson {
  id: number
  type: 'lesson'
  free: number
  status: string
}

/** The lessons of a course as the list shows them (chapters left out). */
export async function lessonsOf(server: TestServer, courseId: number): Promise<ListedLesson[]> {
  const { result } = await server.get<{ type: string }[]>(
    `/knew/pc/course/lessons/courseId/${courseId}`,
  )
  return result.filter((item): item is ListedLesson => item.type === 'lesson')
}
