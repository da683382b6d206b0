import type { PracticeQuestion } from '@common/contracts/practice'
import {
  AUTO_NEXT_MS,
  autoNextDelay,
  materialHeight,
  isAnswered,
  optionLetters,
  resumeText,
  selfMarkSteps,
  submitConfirmText,
  toggleOption,
  unitsOf,
} from '@/utils/practice'

const question = (
  id: number,
  type: PracticeQuestion['type'],
  children: PracticeQuestion[] = [],
) => ({
  id,
  type,
  stem: `题${id}`,
  options: [],
  score: 2,
  chapterId: 1,
  title: '',
  unit: '',
  children,
})

describe('unitsOf', () => {
  it("numbers the answerable questions, a case's sub-questions in its place", () => {
    const units = unitsOf([
      question(1, 'single'),
      question(2, 'case', [question(3, 'indefinite'), question(4, 'indefinite')]),
      question(5, 'judge'),
    ])
    expect(units.map((u) => [u.number, u.question.id, u.parent?.id ?? null])).toEqual([
      [1, 1, null],
      [2, 3, 2],
      [3, 4, 2],
      [4, 5, null],
    ])
  })
})

describe('the answering rules', () => {
  it('knows an answer that says something', () => {
    expect(isAnswered(undefined)).toBe(false)
    expect(isAnswered({ optionIds: [] })).toBe(false)
    expect(isAnswered({ text: '  ' })).toBe(false)
    expect(isAnswered({ optionIds: [3] })).toBe(true)
    expect(isAnswered({ entries: [{ side: '借', account: '银行存款', amount: 1 }] })).toBe(true)
  })

  it('replaces a single choice and toggles a multiple one', () => {
    expect(toggleOption('single', [3], 4)).toEqual([4])
    expect(toggleOption('multiple', [3], 1)).toEqual([1, 3])
    expect(toggleOption('multiple', [1, 3], 3)).toEqual([1])
  })

  it('counts the unanswered before submitting', () => {
    expect(submitConfirmText(3)).toBe('还有3道题未作答，确定交卷吗？')
    expect(submitConfirmText(0)).toBe('已全部作答，确定交卷吗？')
  })
})

describe('resumeText', () => {
  it.each([
    [
      { mode: 'exam' as const, answered: 12, secondsLeft: 3725 },
      '你有一份未交卷的考试（已答12题，剩余时间1小时2分），继续上次的考试吗？重新开始将交上次的答卷。',
    ],
    [
      { mode: 'exam' as const, answered: 0, secondsLeft: null },
      '你有一份未交卷的考试（已答0题），继续上次的考试吗？重新开始将交上次的答卷。',
    ],
    [
      { mode: 'practice' as const, answered: 3, secondsLeft: null },
      '你有一次未完成的练习（已答3题），继续上次的练习吗？',
    ],
  ])('offers to resume %j', (open, text) => {
    expect(resumeText(open)).toBe(text)
  })
})

describe('selfMarkSteps', () => {
  it.each([
    [2, [0, 0.5, 1, 1.5, 2]],
    [0.33, [0, 0.33]],
    [1.5, [0, 0.5, 1, 1.5]],
    [10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [7.5, [0, 1, 2, 3, 4, 5, 6, 7, 7.5]],
    [30, [0, 15, 30]],
    [0, [0]],
  ])('offers for %s marks %j', (score, steps) => {
    expect(selfMarkSteps(score)).toEqual(steps)
  })
})

describe('optionLetters', () => {
  it('names chosen options by their letters, in option order', () => {
    const q = {
      ...question(1, 'multiple'),
      options: [11, 12, 13, 14].map((id) => ({ id, text: `选项${id}` })),
    }
    const ids = q.options.map((option) => option.id)
    expect(optionLetters(q, [ids[2], ids[0]])).toBe('A、C')
    expect(optionLetters(q, [])).toBe('')
    expect(optionLetters(undefined, [1])).toBe('')
  })
})

describe('自动下一题', () => {
  const right = { exam: false, enabled: true, type: 'single', correct: true, last: false }
  it('moves on after a right 单选 or 判断 answer in practice', () => {
    expect(autoNextDelay(right)).toBe(AUTO_NEXT_MS)
    expect(autoNextDelay({ ...right, type: 'judge' })).toBe(AUTO_NEXT_MS)
  })
  it('stays for a wrong answer, a 多选, the last question, an exam, or with the setting off', () => {
    expect(autoNextDelay({ ...right, correct: false })).toBeNull()
    expect(autoNextDelay({ ...right, correct: null })).toBeNull()
    expect(autoNextDelay({ ...right, type: 'multiple' })).toBeNull()
    expect(autoNextDelay({ ...right, last: true })).toBeNull()
    expect(autoNextDelay({ ...right, exam: true })).toBeNull()
    expect(autoNextDelay({ ...right, enabled: false })).toBeNull()
  })
})

describe('the pinned case material', () => {
  it('keeps at least three lines and at most 60% of the screen', () => {
    expect(materialHeight(300, 800)).toBe(300)
    expect(materialHeight(20, 800)).toBe(96)
    expect(materialHeight(700, 800)).toBe(480)
    expect(materialHeight(300.4, 800)).toBe(300)
    // A very short screen still shows three lines.
    expect(materialHeight(300, 100)).toBe(96)
  })
})
