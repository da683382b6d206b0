import type { PracticeQuestion } from '@shared/practice'
import {
  formatCountdown,
  isAnswered,
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

  it('counts down as the 机考 screen shows it and counts the unanswered before submitting', () => {
    expect(formatCountdown(6300)).toBe('1:45:00')
    expect(formatCountdown(599)).toBe('09:59')
    expect(formatCountdown(-5)).toBe('00:00')
    expect(submitConfirmText(3)).toBe('还有3道题未作答，确定交卷吗？')
    expect(submitConfirmText(0)).toBe('已全部作答，确定交卷吗？')
  })
})
