import { defineVariables, integer } from './variables'

/** Points per way of earning them; 0 turns a way off (no ledger line is written). */
export interface PointsRules {
  /** A day's sign-in. */
  signin: number
  /** Given on top of the sign-in on every streakDays-th day signed in a row. */
  streakBonus: number
  streakDays: number
  /** A lesson watched to 90% of its video, once per lesson. */
  lesson: number
  /** A listed paper handed in, once per paper. */
  paper: number
  /** Per whole yuan an order cost, when it is paid. */
  perYuan: number
}

/** When unpaid orders close, and what each way of earning points gives. */
export const ORDER_VARIABLES = defineVariables({
  title: 'Orders and points',
  source: 'server/src/config/orders.ts',
  notes:
    'A points setting of 0 gives nothing (and writes no line in the ledger). Points are not spent anywhere yet.',
  variables: {
    ORDER_CLOSE_MINUTES: integer({
      default: 30,
      min: 1,
      max: 1440,
      meaning: 'Minutes after which an unpaid order closes itself.',
    }),
    POINTS_SIGNIN: integer({
      default: 5,
      min: 0,
      max: 1000,
      meaning: "Points for the day's sign-in.",
    }),
    POINTS_STREAK_BONUS: integer({
      default: 20,
      min: 0,
      max: 10000,
      meaning:
        'A bonus on top of the sign-in on every `POINTS_STREAK_DAYS`-th day signed in a row.',
    }),
    POINTS_STREAK_DAYS: integer({
      default: 7,
      min: 2,
      max: 366,
      meaning: 'How many days signed in a row earn the streak bonus.',
    }),
    POINTS_LESSON: integer({
      default: 2,
      min: 0,
      max: 1000,
      meaning:
        'Points for finishing a lesson (90% of its video watched, see “What counts as study”), once per lesson.',
    }),
    POINTS_PAPER: integer({
      default: 10,
      min: 0,
      max: 1000,
      meaning:
        "Points for handing in a paper of the bank with at least 60% of its questions answered, once per paper; not the learner's own sets.",
    }),
    POINTS_PER_YUAN: integer({
      default: 1,
      min: 0,
      max: 100,
      meaning: 'Points per whole yuan paid, given with the payment.',
    }),
  },
})

/** The points of each way of earning them. */
export function pointsRulesOf(env: NodeJS.ProcessEnv, problems: string[]): PointsRules {
  const points = (name: Parameters<typeof ORDER_VARIABLES.integer>[1]) =>
    ORDER_VARIABLES.integer(env, name, problems)
  return {
    signin: points('POINTS_SIGNIN'),
    streakBonus: points('POINTS_STREAK_BONUS'),
    streakDays: points('POINTS_STREAK_DAYS'),
    lesson: points('POINTS_LESSON'),
    paper: points('POINTS_PAPER'),
    perYuan: points('POINTS_PER_YUAN'),
  }
}
