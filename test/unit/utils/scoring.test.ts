import { entriesMatch, numberMatches, scoreChoice, type EntryLine } from '@common/rules/scoring'

const JUNIOR = 5617
const CPA = 7652

describe('choice questions scored as the exams score them (utils/scoring)', () => {
  it('gives a 单选 or 判断 full marks when right, else 0', () => {
    const single = { examId: JUNIOR, kind: 'single' as const, marks: 2, answer: ['b'] }
    expect(scoreChoice({ ...single, chosen: ['b'] })).toBe(2)
    expect(scoreChoice({ ...single, chosen: ['a'] })).toBe(0)
    expect(scoreChoice({ ...single, chosen: [] })).toBe(0)
    expect(
      scoreChoice({ examId: JUNIOR, kind: 'judge', marks: 1, answer: ['t'], chosen: ['f'] }),
    ).toBe(0)
  })

  it('gives a 多选 of 初级 full marks when all right, 0.5 per option of a right subset, 0 with any wrong option', () => {
    const multiple = {
      examId: JUNIOR,
      kind: 'multiple' as const,
      marks: 2,
      answer: ['a', 'c', 'd'],
    }
    expect(scoreChoice({ ...multiple, chosen: ['d', 'a', 'c'] })).toBe(2)
    expect(scoreChoice({ ...multiple, chosen: ['a', 'c'] })).toBe(1)
    expect(scoreChoice({ ...multiple, chosen: ['a'] })).toBe(0.5)
    expect(scoreChoice({ ...multiple, chosen: ['a', 'b'] })).toBe(0)
    expect(scoreChoice({ ...multiple, chosen: ['a', 'b', 'c', 'd'] })).toBe(0)
    expect(scoreChoice({ ...multiple, chosen: [] })).toBe(0)
  })

  it('scores a 不定项 like a 多选, a one-option answer included', () => {
    const indefinite = { examId: JUNIOR, kind: 'indefinite' as const, marks: 2 }
    expect(scoreChoice({ ...indefinite, answer: ['c'], chosen: ['c'] })).toBe(2)
    expect(scoreChoice({ ...indefinite, answer: ['b', 'c'], chosen: ['b'] })).toBe(0.5)
  })

  it('never gives a right subset full marks, however many options it has', () => {
    const answer = ['a', 'b', 'c', 'd', 'e']
    const partial = { examId: JUNIOR, kind: 'multiple' as const, marks: 1.5, answer }
    expect(scoreChoice({ ...partial, chosen: ['a', 'b', 'c', 'd'] })).toBe(1.5)
    expect(scoreChoice({ ...partial, chosen: ['a', 'b'] })).toBe(1)
  })

  it('gives a 多选 of CPA full marks or nothing', () => {
    const multiple = { examId: CPA, kind: 'multiple' as const, marks: 2, answer: ['a', 'b'] }
    expect(scoreChoice({ ...multiple, chosen: ['b', 'a'] })).toBe(2)
    expect(scoreChoice({ ...multiple, chosen: ['a'] })).toBe(0)
  })
})

describe('entriesMatch', () => {
  const model: EntryLine[][] = [
    [
      { side: '借', account: '原材料', amount: 100000 },
      { side: '借', account: '应交税费——应交增值税（进项税额）', amount: 13000 },
      { side: '贷', account: '银行存款', amount: 113000 },
    ],
  ]

  it('accepts the lines in any order, with dashes and brackets written either way', () => {
    expect(
      entriesMatch(model, [
        { side: '贷', account: '银行存款', amount: 113000 },
        { side: '借', account: '应交税费-应交增值税(进项税额)', amount: 13000 },
        { side: '借', account: ' 原材料', amount: 100000 },
      ]),
    ).toBe(true)
  })

  it('refuses a wrong side, account or amount, and a missing or extra line', () => {
    const [lines] = model
    expect(
      entriesMatch(
        model,
        lines.map((l, i) => (i === 0 ? { ...l, side: '贷' } : l)),
      ),
    ).toBe(false)
    expect(
      entriesMatch(
        model,
        lines.map((l, i) => (i === 0 ? { ...l, amount: 10000 } : l)),
      ),
    ).toBe(false)
    expect(entriesMatch(model, lines.slice(1))).toBe(false)
    expect(entriesMatch(model, [...lines, lines[0]])).toBe(false)
  })
})

describe('numberMatches', () => {
  it('compares to the cent, commas allowed', () => {
    expect(numberMatches(1672.3, '1,672.30')).toBe(true)
    expect(numberMatches(1672.3, '1672.31')).toBe(false)
    expect(numberMatches(0, '')).toBe(false)
    expect(numberMatches(5, 'abc')).toBe(false)
  })
})
