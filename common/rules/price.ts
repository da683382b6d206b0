/** spec §4: a course is free when its discount price is 0. */
export function isFree(discountPrice: number): boolean {
  return Number(discountPrice) === 0
}

/** A price in yuan as shown everywhere: ¥ with two decimals (¥398.00, ¥39.90), or 免费. */
export function priceText(yuan: number): string {
  if (isFree(yuan)) return '免费'
  return yuanText(Math.round(yuan * 100))
}

/** spec §9: category header images depend on whether the name starts with 初级职称. */
export function categoryHeaderStyle(name: string): 'junior' | 'other' {
  return [...name].slice(0, 4).join('') === '初级职称' ? 'junior' : 'other'
}

/** spec §9: at most 8 course cards per category on home. */
export const HOME_CARD_LIMIT = 8

/** An amount of money in fen as buying shows it: ¥ with two decimals (¥1280.00). */
export function yuanText(fen: number): string {
  return `¥${(Math.round(fen) / 100).toFixed(2)}`
}
