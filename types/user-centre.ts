/**
 * The learner's own pages (issue 15): the user centre's header, points and sign-in, the exam
 * date, recent study and my courses. Dates are China dates `YYYY-MM-DD`, times China times
 * `YYYY-MM-DD HH:mm:ss`, as the rest of the API gives them.
 */

/** Why points were given (the ledger's kinds; the reason text says it in Chinese). */
export type PointsKind = 'signin' | 'streak' | 'lesson' | 'paper' | 'purchase'

/** GET /api/home/getusers/: the user centre's header. */
export interface UserSummary {
  uid: number
  nickname: string
  /** The learner's own number, shown masked by the app (138****0000). */
  mobile: string
  /** An image URL, or '' for the default avatar. */
  avatar: string
  /** The balance: always the sum of the learner's ledger. */
  points: number
  signedToday: boolean
  /** Days signed in a row up to today (or up to yesterday when today is not signed yet). */
  streak: number
  examDate: string | null
  /** Days from today (China) to the exam date; 0 on the day, below 0 after; null without one. */
  daysLeft: number | null
}

/** GET (or POST) /api/home/signin/: signs in for today, once a day (China time). */
export interface SignInResult {
  /** True when today was already signed: nothing was given now (message 今日已签到). */
  already: boolean
  day: string
  /** Points given now, the streak bonus included (0 when already). */
  points: number
  /** The part of points that is the bonus for a streak of STREAK_DAYS (0 on other days). */
  bonus: number
  streak: number
  balance: number
}

/** GET /api/home/signdays/?month=YYYY-MM (default this month): the sign-in calendar. */
export interface SignDays {
  month: string
  today: string
  /** The signed days of that month, in order. */
  days: string[]
  signedToday: boolean
  streak: number
  /** What a sign-in gives, and the bonus each streakDays-th day in a row (configuration). */
  signinPoints: number
  streakBonus: number
  streakDays: number
}

/** One line of the points detail. */
export interface PointsEntry {
  id: number
  kind: PointsKind
  /** e.g. 每日签到, 连续签到7天奖励, 完成课时：…, 完成试卷：…, 购买：… */
  reason: string
  /** + earned (− would be spent; spending is not in scope yet). */
  amount: number
  /** The balance right after this line. */
  balance: number
  at: string
}

/** GET /api/home/integraldetail/p/{page}: newest first, 10 a page. */
export interface PointsPage {
  list: PointsEntry[]
  totalCount: number
  page: number
  pageSize: number
  balance: number
}

/** GET /api/home/examdate/ and POST {examDate}: the learner's exam date and days left. */
export interface ExamDateInfo {
  examDate: string | null
  daysLeft: number | null
  today: string
}

/** One recently studied lesson (one per course: the last lesson studied in it). */
export interface RecentStudyItem {
  courseId: number
  courseTitle: string
  cover: string
  lessonId: number
  lessonTitle: string
  studiedAt: string
  /** Where the video was left, of its length (seconds). */
  seconds: number
  duration: number
  /** seconds / duration as a floored percentage (spec §9), 100 when done. */
  progress: number
}

/** GET /knew/home/user/getRecentStudy/p/{page}: newest first, 10 a page. */
export interface RecentStudyPage {
  list: RecentStudyItem[]
  totalCount: number
  page: number
  pageSize: number
}

/** One of my courses (GET /knew/home/user/mycourse?topId=: topId a goods type, 0 or none all). */
export interface MyCourse {
  courseId: number
  title: string
  cover: string
  teacher: string
  /** Lessons watched to the end (90% of the video) of the course's published lessons. */
  lessonsDone: number
  lessonsTotal: number
  /** lessonsDone / lessonsTotal, floored percentage (spec §9). */
  progress: number
  /** How it is held: bought, joined free, or through a class room. */
  source: 'purchase' | 'free' | 'classroom'
  activated: boolean
  /** The last day of access; null when it does not end (or before activation). */
  expireAt: string | null
  expired: boolean
  /** spec §4 access: 0 buy again (expired), 1 study, 2 activate first. */
  access: 0 | 1 | 2
  /** The last lesson studied, to go on with; null when none yet. */
  lastLessonId: number | null
}

/** One live lesson of the learner's courses (the user centre's live tabs until the live issue). */
export interface MyLive {
  liveId: number
  courseId: number
  courseTitle: string
  lessonTitle: string
  teacher: string
  startTime: string
  endTime: string
  free: boolean
  /** From the times: upcoming, live now, or ended. */
  state: 'upcoming' | 'live' | 'ended'
}
