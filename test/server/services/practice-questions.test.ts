import { splitMarks } from '@server/services/practice-questions'

describe('splitMarks', () => {
  it("shares a case's marks so that they add up to the whole", () => {
    expect(splitMarks(1000, 5)).toEqual([200, 200, 200, 200, 200])
    expect(splitMarks(1000, 3)).toEqual([334, 333, 333])
    expect(splitMarks(200, 3).reduce((a, b) => a + b, 0)).toBe(200)
    expect(splitMarks(500, 0)).toEqual([])
  })
})
