/**
 * A moment as the database keeps it: UTC epoch milliseconds, one integer column type on both
 * SQLite and PostgreSQL, so comparisons and ordering are numeric. The API writes moments as
 * China date-times (chinaTime of src/utils/china-time, shared with the app).
 */
export type Instant = number

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

export { chinaTime, parseChinaTime } from '../../src/utils/china-time'
