import { findExam } from '@common/constants/exams'

/** spec §2: free list type 0 is review essentials, type 1 is free videos. */
export function freeListTitle(type: string | undefined): string {
  if (type === '0') return '复习资料'
  if (type === '1') return '免费视频'
  return '免费资料'
}

/** The exam's name for an exam id parameter, or the raw id when the school has no such exam. */
export function examName(examId: string | undefined): string | undefined {
  if (examId === undefined) return undefined
  return findExam(examId)?.name ?? `考试 ${examId}`
}

const ORDER_TYPES: Record<string, string> = { course: '课程', classroom: '班级', goods: '商品' }

/** spec §2 confirmOrder: type is course, classroom or goods. */
export function orderTypeName(type: string | undefined): string | undefined {
  if (type === undefined) return undefined
  return ORDER_TYPES[type] ?? type
}
