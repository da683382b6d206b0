/** Limits of the courses and lessons the school edits in the console (issue 28). */
export const COURSE_RULES = {
  titleMax: 60,
  descriptionMax: 5000,
  /** ¥100,000: no course of an exam school costs more. */
  priceMaxFen: 10_000_000,
  /** Ten years. */
  validityMaxDays: 3650,
} as const

/** Why a course, chapter or lesson title cannot be used, or null. */
export function contentTitleError(
  title: string,
  what: '课程' | '章节' | '课时' | '商品',
): string | null {
  const trimmed = title.trim()
  if (!trimmed) return `请填写${what}名称`
  if (trimmed.length > COURSE_RULES.titleMax) {
    return `${what}名称不能超过 ${COURSE_RULES.titleMax} 个字`
  }
  return null
}

/**
 * Why these prices cannot be a course's, or null: the price learners pay (discount) is at most
 * the list price; both 0 makes a free course.
 */
export function coursePriceError(priceFen: number, discountPriceFen: number): string | null {
  if (!Number.isInteger(priceFen) || !Number.isInteger(discountPriceFen)) {
    return '价格须精确到分'
  }
  if (priceFen < 0 || discountPriceFen < 0) return '价格不能为负数'
  if (priceFen > COURSE_RULES.priceMaxFen || discountPriceFen > COURSE_RULES.priceMaxFen) {
    return '价格超出范围'
  }
  if (discountPriceFen > priceFen) return '优惠价不能高于原价'
  return null
}

/** Why a course cannot be published yet, or null: it needs a published lesson with a video. */
export function publishCourseError(lessons: { published: boolean; hasVideo: boolean }[]) {
  if (!lessons.some((lesson) => lesson.published && lesson.hasVideo)) {
    return '课程至少需要一个已上架且有视频的课时才能发布'
  }
  return null
}

/** Why a lesson cannot be published, or null: a published lesson plays a video. */
export function publishLessonError(hasVideo: boolean): string | null {
  return hasVideo ? null : '请先上传视频再上架课时'
}

/**
 * Why an address cannot be where a banner or recommendation leads, or null: a page of the app
 * (a path, not `//host`) or an https address.
 */
export function linkError(url: string): string | null {
  const trimmed = url.trim()
  if (!trimmed) return '请填写跳转地址'
  if (/^\/(?!\/)\S*$/.test(trimmed)) return null
  if (/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(trimmed)) return null
  return '跳转地址须为站内页面（以 / 开头）或 https 网址'
}
