import type { ConsoleCourse } from '@common/contracts/console-courses'
import type { ConsoleLive, LiveChange, NewLive } from '@common/contracts/console-lives'
import { call, query } from './http'

export interface LivePage {
  list: ConsoleLive[]
  totalCount: number
  page: number
  pageSize: number
}
export interface Teacher {
  id: number
  name: string
  title: string
}

export const livePage = (page: number) => call<LivePage>('GET', `/lives${query({ page })}`)
export const scheduleLive = (live: NewLive) => call<ConsoleLive>('POST', '/lives', live)
export const changeLive = (id: number, change: LiveChange) =>
  call<ConsoleLive>('PATCH', `/lives/${id}`, change)
export const cancelLive = (id: number) => call<ConsoleLive>('POST', `/lives/${id}/cancel`, {})
export const markReplayReady = (id: number) => call<ConsoleLive>('POST', `/lives/${id}/replay`, {})
export const teachers = () => call<Teacher[]>('GET', '/teachers')
export const courses = () => call<ConsoleCourse[]>('GET', '/courses')
