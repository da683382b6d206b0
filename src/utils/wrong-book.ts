/**
 * The wrong-answer book's exit rule in words, for a question `streak` right answers into it:
 * how many more right answers in a row take it out (the learner's setting is `exit`).
 */
export function wrongExitText(streak: number, exit: number): string {
  const left = Math.max(0, exit - streak)
  if (left === 0) return `已连续答对${streak}次，已移出错题本`
  return streak > 0
    ? `已连续答对${streak}次，再答对${left}次移出错题本`
    : `连续答对${exit}次后移出错题本`
}

/** The exit setting's caption (错题本's header). */
export function wrongExitRuleText(exit: number): string {
  return `答对${exit}次后移出错题本`
}
