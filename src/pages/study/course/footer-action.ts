import type { LessonListItem } from '@common/contracts/study'
import type { StudyAction } from '@common/rules/course-access'
import { isFree } from '@common/rules/price'

/**
 * The footer button's text when it does not buy or join (those keep 立即购买 / 免费加入):
 * 开始学习 or 继续学习 with access, 立即激活 when activation is needed.
 */
export function footerActionText(
  action: StudyAction,
  lessons: readonly LessonListItem[],
): string | undefined {
  if (action === 'activate') return '立即激活'
  if (action !== 'play') return undefined
  return lessons.some((lesson) => lesson.position > 0) ? '继续学习' : '开始学习'
}

/**
 * What the footer says instead of the price once the learner has the course: 已购买 with its
 * validity, 待激活 before activation, 已加入 for a free course joined; undefined otherwise.
 */
export function ownedStatusText(
  action: StudyAction,
  free: boolean,
  expireAt: string | null | undefined,
): string | undefined {
  if (action === 'activate') return '已购买 · 待激活'
  if (action !== 'play') return undefined
  if (free) return '已加入'
  return expireAt ? `已购买 · 有效期至${expireAt.slice(0, 10)}` : '已购买 · 长期有效'
}

/** A paid course's lessons open to everyone (试听): published recorded lessons marked free. */
export function trialLessons(
  lessons: readonly LessonListItem[],
  discountPrice: number,
): LessonListItem[] {
  if (isFree(discountPrice)) return []
  return lessons.filter(
    (lesson) => lesson.type === 'lesson' && lesson.free === 1 && lesson.status !== 'unpublished',
  )
}
