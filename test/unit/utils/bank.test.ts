import {
  flooredPercent,
  importanceStars,
  isSprintOpen,
  recommendation,
  recommendedPoints,
  tileAction,
  weakPoints,
} from '@common/rules/bank'

const DAY = 86_400_000

describe('isSprintOpen', () => {
  const exam = Date.UTC(2027, 4, 16, 1)
  it('opens the 押题卷 exactly one week before the exam and keeps it open after', () => {
    expect(isSprintOpen(exam, exam - 7 * DAY - 1)).toBe(false)
    expect(isSprintOpen(exam, exam - 7 * DAY)).toBe(true)
    expect(isSprintOpen(exam, exam + 30 * DAY)).toBe(true)
    // A school's own sprint paper date comes before the rule of the week.
    expect(isSprintOpen(exam, exam - 20 * DAY, exam - 14 * DAY)).toBe(false)
    expect(isSprintOpen(exam, exam - 14 * DAY, exam - 14 * DAY)).toBe(true)
  })
})

describe('flooredPercent', () => {
  it('floors and gives 0 on a zero denominator', () => {
    expect(flooredPercent(2, 3)).toBe(66)
    expect(flooredPercent(1, 3)).toBe(33)
    expect(flooredPercent(199, 200)).toBe(99)
    expect(flooredPercent(5, 5)).toBe(100)
    expect(flooredPercent(3, 0)).toBe(0)
    expect(flooredPercent(0, 0)).toBe(0)
  })
})

describe('importanceStars', () => {
  it('halves importance onto 5 stars', () => {
    expect(importanceStars(10)).toBe(5)
    expect(importanceStars(7)).toBe(3.5)
    expect(importanceStars(0)).toBe(0)
  })
})

describe('recommendation', () => {
  const point = (id: number, importance: number, done: number, right: number) => ({
    id,
    importance,
    sort: id,
    done,
    right,
  })

  it('lists weak points (enough answers, under 60% right) weakest first', () => {
    const points = [
      point(1, 9, 10, 9),
      point(2, 5, 4, 1),
      point(3, 8, 2, 0),
      point(4, 6, 5, 2),
      point(5, 7, 4, 1),
    ]
    expect(weakPoints(points).map((p) => p.id)).toEqual([5, 2, 4])
    expect(recommendation(points)).toEqual({ type: 2, list: weakPoints(points) })
  })

  it('recommends the most important, less practised first, when nothing is weak', () => {
    const points = [point(1, 6, 0, 0), point(2, 9, 5, 5), point(3, 9, 0, 0), point(4, 2, 0, 0)]
    expect(recommendedPoints(points).map((p) => p.id)).toEqual([3, 2, 1, 4])
    expect(recommendation(points).type).toBe(1)
    expect(recommendation(points, 2)).toEqual({ type: 2, list: [] })
  })
})

describe('tileAction', () => {
  const visitor = { loggedIn: false, access: false }
  const learner = { loggedIn: true, access: false }
  const buyer = { loggedIn: true, access: true }

  it('keeps the 押题卷 closed until it opens, for everyone', () => {
    expect(tileAction({ key: 'sprint', open: false }, buyer)).toBe('sprint-closed')
    expect(tileAction({ key: 'sprint', open: true }, buyer)).toBe('open')
    expect(tileAction({ key: 'sprint', open: true }, learner)).toBe('buy')
  })

  it('opens the free trial to a visitor and asks a visitor to log in for the rest', () => {
    expect(tileAction({ key: 'trial', open: true }, visitor)).toBe('open')
    expect(tileAction({ key: 'papers', open: true }, visitor)).toBe('login')
    expect(tileAction({ key: 'wrong', open: true }, visitor)).toBe('login')
  })

  it('offers the buy dialog where access is missing, and opens own lists without it', () => {
    expect(tileAction({ key: 'chapter', open: true }, learner)).toBe('buy')
    expect(tileAction({ key: 'chapter', open: true }, buyer)).toBe('open')
    expect(tileAction({ key: 'favourite', open: true }, learner)).toBe('open')
  })
})
