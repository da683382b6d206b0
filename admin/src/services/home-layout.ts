import type { HomeNavEntry, HomeRecommendation } from '@common/contracts/home-layout'
import { call } from './http'

export const homeNav = () => call<HomeNavEntry[]>('GET', '/home/nav')
export const saveHomeNav = (entries: HomeNavEntry[]) =>
  call<HomeNavEntry[]>('PUT', '/home/nav', { entries })
export const recommendations = () => call<HomeRecommendation[]>('GET', '/home/recommendations')
export const saveRecommendations = (examId: number, courseIds: number[]) =>
  call<HomeRecommendation>('PUT', `/home/recommendations/${examId}`, { courseIds })
