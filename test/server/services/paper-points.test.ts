import {
  PAPER_POINTS_MIN_ANSWERED,
  answeredEnough,
  leastAnswers,
} from '@server/services/paper-points'

describe('when a handed-in paper counts as done (its points, its place in the ranking)', () => {
  it('asks for 60% of the questions answered', () => {
    expect(PAPER_POINTS_MIN_ANSWERED).toBe(0.6)
    expect([leastAnswers(55), leastAnswers(10), leastAnswers(7), leastAnswers(5)]).toEqual([
      33, 6, 5, 3,
    ])
  })

  it.each([
    [32, 55, false],
    [33, 55, true],
    [55, 55, true],
    [0, 55, false],
    // 5 × 0.6 is 3.0000000000000004 in floats: 3 answers of 5 are 60% all the same.
    [3, 5, true],
    [2, 5, false],
    [0, 0, false],
  ])('%i answered of %i: %s', (answered, questions, enough) => {
    expect(answeredEnough(answered, questions)).toBe(enough)
  })
})
