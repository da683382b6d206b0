import type { AccessCode } from '@common/contracts/catalogue'
import { ACCESS } from '../constants/access'
import { isFree, priceText } from './price'

/** What tapping a lesson, or the footer's button, does (spec §4 course access). */
export type StudyAction =
  | 'play'
  /** A visitor on paid content: the missing-purchase prompt with its login link. */
  | 'login'
  /** Paid and not bought: the missing-purchase prompt, and the footer goes to buy. */
  | 'buy'
  /** Free and not joined: the free-join dialog. */
  | 'join'
  /** Bought and not activated: the activation dialog 是否激活. */
  | 'activate'

export interface AccessFacts {
  access: AccessCode
  loggedIn: boolean
  /** The course's discount price (free when 0). */
  discountPrice: number
}

/** Free lessons play for everyone, visitors too; everything else follows the access code. */
export function lessonAction(facts: AccessFacts, lessonFree: boolean): StudyAction {
  if (lessonFree || facts.access === ACCESS.mayEnter) return 'play'
  return courseAction(facts)
}

/** What the course as a whole needs before its paid lessons play. */
export function courseAction({ access, loggedIn, discountPrice }: AccessFacts): StudyAction {
  if (access === ACCESS.mayEnter) return 'play'
  if (access === ACCESS.needsActivation) return 'activate'
  if (!loggedIn) return 'login'
  return isFree(discountPrice) ? 'join' : 'buy'
}

/** The buy footer (spec §2): the price, or 免费 with 免费加入 instead of 立即购买. */
export function buyFooter(discountPrice: number): {
  price: string
  button: '免费加入' | '立即购买'
} {
  return isFree(discountPrice)
    ? { price: priceText(0), button: '免费加入' }
    : { price: priceText(discountPrice), button: '立即购买' }
}

/** The validity line: the end date once activated, else how long activation grants. */
export function validityText(validityDays: number, expireAt: string | null): string {
  if (expireAt) return `有效期至 ${expireAt.slice(0, 10)}`
  return validityDays > 0 ? `有效期 ${validityDays} 天（激活后开始计算）` : '长期有效'
}

/** spec §2 missing-purchase prompt. */
export const MISSING_PURCHASE_TEXT = '您尚未购买该产品,购买后即可使用'
export const MISSING_PURCHASE_LOGIN_TEXT = '已购买？点此登录'
