/** A ticking clock (countdowns): 754 → 12:34; 3754 → 1:02:34; never negative. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}

/**
 * A length of time that does not tick, with its units (a bare "00:45" reads as minutes or as
 * seconds): 45 → 45秒; 754 → 12分34秒; 720 → 12分钟; 3754 → 1小时2分.
 */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  if (h > 0) return m > 0 ? `${h}小时${m}分` : `${h}小时`
  if (m > 0) return s > 0 ? `${m}分${s}秒` : `${m}分钟`
  return `${s}秒`
}
