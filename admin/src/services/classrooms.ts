import type { ClassroomInput, ConsoleClassroom } from '@common/contracts/console-classrooms'
import { call } from './http'

export const classrooms = () => call<ConsoleClassroom[]>('GET', '/classrooms')
export const createClassroom = (input: ClassroomInput) =>
  call<ConsoleClassroom>('POST', '/classrooms', input)
export const changeClassroom = (id: number, change: Partial<ClassroomInput>) =>
  call<ConsoleClassroom>('PATCH', `/classrooms/${id}`, change)
