/**
 * The least whole number that is at least `share` of `whole`, the product rounded to a
 * millionth first: 70 × 0.9 asks for 63 here, not 64 (it is 63.00000000000001 in floats).
 */
export function leastShare(whole: number, share: number): number {
  return Math.ceil(Math.round(whole * share * 1e6) / 1e6)
}

/** Whether a count (of whole units) is at least `share` of a positive whole. */
export function reachesShare(part: number, whole: number, share: number): boolean {
  return whole > 0 && part >= leastShare(whole, share)
}
