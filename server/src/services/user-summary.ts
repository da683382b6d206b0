import type { Kysely } from 'kysely'
import type { UserSummary } from '@common/contracts/user-centre'
import { learnerCardName } from '@common/rules/learner-card'
import type { Database } from '../db/schema'
import type { Instant } from '../time'
import { examDateInfo } from './exam-date'
import { streakToday } from './sign-in'
import { currentUser } from './users'

/** GET /api/home/getusers/: the user centre's header: who, points, sign-in, exam countdown. */
export async function userSummary(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<UserSummary> {
  return (await learnerCard(db, userId, now)).summary
}

/** The learner's card atop /user, as the page's first view draws it before the app runs. */
export interface LearnerCard {
  summary: UserSummary
  /** The name the card shows (the app's rule: nickname, real name, masked number). */
  name: string
}

/** The card of the learner a session names: the header's summary and the name it shows. */
export async function learnerCard(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<LearnerCard> {
  const [user, sign] = await Promise.all([currentUser(db, userId), streakToday(db, userId, now)])
  const exam = examDateInfo(user.exam_date, now)
  const summary: UserSummary = {
    uid: Number(user.id),
    nickname: user.nickname,
    mobile: user.mobile ?? '',
    // Learners have no avatar of their own yet: the app draws the default one.
    avatar: '',
    points: Number(user.points),
    signedToday: sign.signedToday,
    streak: sign.streak,
    examDate: exam.examDate,
    daysLeft: exam.daysLeft,
  }
  return { summary, name: learnerCardName(summary.nickname, user.name, summary.mobile) }
}
