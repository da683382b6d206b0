import type { Kysely } from 'kysely'
import type { SignDays, SignInResult } from '@common/contracts/user-centre'
import type { PointsRules } from '../config'
import { balanceOf } from '../db/repositories/points'
import { insertSignIn, signedDays, signInsOn } from '../db/repositories/sign-ins'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { addDays, chinaDate, type Instant } from '../time'
import { awardPoints } from './points'

const MONTH_FORMAT_MESSAGE = '月份格式应为 YYYY-MM'

/** Today (China), whether the learner signed in today, and the days in a row up to it. */
export async function streakToday(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<{ today: string; signedToday: boolean; streak: number }> {
  const today = chinaDate(now)
  const rows = await signInsOn(db, userId, [today, addDays(today, -1)])
  const signed = rows.find((row) => row.day === today)
  // Before today's sign-in the streak shown is yesterday's: it still goes on today.
  const latest = signed ?? rows.find((row) => row.day !== today)
  return { today, signedToday: signed !== undefined, streak: Number(latest?.streak ?? 0) }
}

/**
 * GET or POST /api/home/signin/: once per China day. The day's row is the learner's sign-in
 * (its key refuses a second, also one sent at the same moment); only the request that wrote it
 * gives the points, and the bonus on every streakDays-th day in a row.
 */
export async function signIn(
  db: Kysely<Database>,
  userId: number,
  rules: PointsRules,
  now: Instant,
): Promise<SignInResult> {
  const day = chinaDate(now)
  return db.transaction().execute(async (trx) => {
    const [yesterday] = await signInsOn(trx, userId, [addDays(day, -1)])
    const streak = yesterday ? Number(yesterday.streak) + 1 : 1
    if (!(await insertSignIn(trx, { user_id: userId, day, streak, created_at: now }))) {
      const [today] = await signInsOn(trx, userId, [day])
      return {
        already: true,
        day,
        points: 0,
        bonus: 0,
        streak: Number(today?.streak ?? streak),
        balance: await balanceOf(trx, userId),
      }
    }
    const given = await awardPoints(
      trx,
      { userId, kind: 'signin', ref: `signin:${day}`, reason: '每日签到', amount: rules.signin },
      now,
    )
    const bonus =
      streak % rules.streakDays === 0
        ? await awardPoints(
            trx,
            {
              userId,
              kind: 'streak',
              ref: `streak:${day}`,
              reason: `连续签到${rules.streakDays}天奖励`,
              amount: rules.streakBonus,
            },
            now,
          )
        : 0
    return {
      already: false,
      day,
      points: given + bonus,
      bonus,
      streak,
      balance: await balanceOf(trx, userId),
    }
  })
}

/** GET /api/home/signdays/?month=YYYY-MM: the learner's signed days of a month (default this). */
export async function signDays(
  db: Kysely<Database>,
  userId: number,
  month: string | undefined,
  rules: PointsRules,
  now: Instant,
): Promise<SignDays> {
  const shown = month?.trim() || chinaDate(now).slice(0, 7)
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(shown)) throw new ApiFailure(400, MONTH_FORMAT_MESSAGE)
  const [days, state] = await Promise.all([
    // Day texts sort as dates: every day of the month lies between its 01 and its 31.
    signedDays(db, userId, `${shown}-01`, `${shown}-31`),
    streakToday(db, userId, now),
  ])
  return {
    month: shown,
    today: state.today,
    days,
    signedToday: state.signedToday,
    streak: state.streak,
    signinPoints: rules.signin,
    streakBonus: rules.streakBonus,
    streakDays: rules.streakDays,
  }
}
