import type { PracticeQuestion, ReportQuestion } from '@common/contracts/practice'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { QuestionView } from '@/components/answer-sheet/question-view'
import { ReportReview } from '@/components/answer-sheet/report-review'
import { DRAFT_SAVE_MS } from '@common/constants/bank'
import { unitsOf } from '@/utils/practice'
import { typeInto } from '../support/render'

const question = (overrides: Partial<PracticeQuestion>): PracticeQuestion => ({
  id: 1,
  type: 'text',
  stem: '根据事项（1），B是否视为放弃优先购买权？',
  options: [],
  score: 2,
  chapterId: 1,
  title: '',
  unit: '',
  children: [],
  ...overrides,
})

function draftView(
  q: PracticeQuestion,
  autosave: boolean,
  extra: Partial<Parameters<typeof QuestionView>[0]> = {},
) {
  const onAnswer = jest.fn()
  const [unit] = unitsOf([q])
  const props = {
    unit,
    total: 1,
    answer: undefined,
    feedback: undefined,
    showAnswer: false,
    disabled: false,
    autosave,
    onAnswer,
    ...extra,
  }
  const result = render(<QuestionView {...props} />)
  const rerender = (more: Partial<Parameters<typeof QuestionView>[0]>) =>
    result.rerender(<QuestionView {...props} {...more} />)
  return { onAnswer, unmount: result.unmount, rerender }
}

describe('exam-mode drafts', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('saves a written answer once the learner stops typing', () => {
    const { onAnswer } = draftView(question({}), true)
    typeInto('请输入你的答案', '视为放弃')
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS - 100))
    typeInto('请输入你的答案', '视为放弃优先购买权')
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS - 100))
    expect(onAnswer).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(200))
    expect(onAnswer).toHaveBeenCalledTimes(1)
    expect(onAnswer).toHaveBeenCalledWith({ text: '视为放弃优先购买权' })
  })

  it('saves what was typed when the learner moves on before the pause', () => {
    const { onAnswer, unmount } = draftView(question({}), true)
    typeInto('请输入你的答案', '不合法')
    unmount()
    expect(onAnswer).toHaveBeenCalledWith({ text: '不合法' })
  })

  it('saves complete 会计分录 lines as typed, and nothing blank', () => {
    const { onAnswer } = draftView(question({ type: 'entry', stem: '编制会计分录。' }), true)
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS * 2))
    expect(onAnswer).not.toHaveBeenCalled()
    typeInto('会计科目', '原材料')
    fireEvent.input(document.querySelectorAll('[placeholder="金额"]')[0], {
      target: { value: '100' },
    })
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS))
    expect(onAnswer).toHaveBeenCalledWith({
      entries: [{ side: '借', account: '原材料', amount: 100 }],
    })
  })

  it('sends a draft at once when the page asks before handing in, and once only', () => {
    let flush: (() => void) | null = null
    const { onAnswer, unmount } = draftView(question({}), true, {
      registerDraft: (next) => {
        flush = next
      },
    })
    typeInto('请输入你的答案', '视为放弃')
    act(() => flush?.())
    expect(onAnswer).toHaveBeenCalledWith({ text: '视为放弃' })
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS * 2))
    unmount()
    expect(onAnswer).toHaveBeenCalledTimes(1)
    expect(flush).toBeNull()
  })

  it('saves once when the learner presses 保存答案', () => {
    const { onAnswer, unmount } = draftView(question({}), true)
    typeInto('请输入你的答案', '不合法')
    fireEvent.click(screen.getByText('保存答案'))
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS * 2))
    unmount()
    expect(onAnswer).toHaveBeenCalledTimes(1)
  })

  it('takes the answer back when the text is emptied, and empties when it is cleared', () => {
    const onClear = jest.fn()
    const { onAnswer, rerender } = draftView(question({}), true, {
      onClear,
      answer: { text: '视为放弃' },
    })
    const box = () =>
      document.querySelector('[placeholder="请输入你的答案"]') as HTMLTextAreaElement
    expect(box().value).toBe('视为放弃')
    typeInto('请输入你的答案', '')
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS))
    expect(onClear).toHaveBeenCalledTimes(1)
    expect(onAnswer).not.toHaveBeenCalled()

    // 清除本题答案: the saved answer goes, and the box empties without another save.
    typeInto('请输入你的答案', '可以优先购买')
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS))
    rerender({ onClear, answer: { text: '可以优先购买' } })
    rerender({ onClear, answer: undefined })
    expect(box().value).toBe('')
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS * 2))
    expect(onAnswer).toHaveBeenCalledTimes(1)
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('waits for the button in practice mode, where saving shows the answer', () => {
    const { onAnswer, unmount } = draftView(question({}), false)
    typeInto('请输入你的答案', '视为放弃')
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_MS * 2))
    unmount()
    expect(onAnswer).not.toHaveBeenCalled()
  })
})

const reportQuestion = (overrides: Partial<ReportQuestion>): ReportQuestion => ({
  id: 1,
  type: 'single',
  chapterId: 1,
  correctOptionIds: [12],
  analysis: '会计主体是基本假设。',
  yourOptionIds: [11],
  yourText: '',
  modelAnswer: '',
  score: 2,
  earned: 0,
  needsMarking: false,
  selfMarks: null,
  ...overrides,
})

/** A written part answered '视为放弃', against its model answer. */
const writtenQuestion = (overrides: Partial<ReportQuestion>) =>
  reportQuestion({
    id: 2,
    type: 'text',
    correctOptionIds: [],
    yourOptionIds: [],
    yourText: '视为放弃',
    modelAnswer: 'B视为放弃优先购买权。',
    ...overrides,
  })

describe('the report review', () => {
  const choice = {
    ...question({ type: 'single', stem: '下列属于会计基本假设的是（　）。' }),
    options: [
      { id: 11, text: '历史成本' },
      { id: 12, text: '会计主体' },
    ],
  }
  const written = question({ id: 2, score: 2 })
  const units = new Map(unitsOf([choice, written]).map((unit) => [unit.question.id, unit]))

  it("shows each question with the learner's answer, the right one and the 解析", () => {
    render(
      <ReportReview
        questions={[reportQuestion({}), writtenQuestion({ needsMarking: true })]}
        units={units}
        mostMissed={[2, 99]}
        onMark={() => undefined}
      />,
    )
    const first = within(screen.getByLabelText('第1题'))
    expect(first.getByText('第1题 · 单选题 · 错误 · 0/2分')).toBeInTheDocument()
    expect(first.getByText('你的答案：A · 正确答案：B')).toBeInTheDocument()
    expect(first.getByText('会计主体是基本假设。')).toBeInTheDocument()
    expect(first.getAllByRole('radio').map((r) => r.className)).toEqual([
      expect.stringContaining('answer-option--wrong'),
      expect.stringContaining('answer-option--right'),
    ])
    const missed = screen.getByRole('heading', { name: '易错题（全体考生错得最多）' })
    expect(missed).toBeInTheDocument()
    expect(screen.getByText('第2题')).toBeInTheDocument()
    expect(screen.queryByText('第100题')).toBeNull()
  })

  it('lets the learner mark a written answer (自评) and shows the marks given', () => {
    const onMark = jest.fn()
    const { rerender } = render(
      <ReportReview
        questions={[writtenQuestion({ needsMarking: true })]}
        units={units}
        mostMissed={[]}
        onMark={onMark}
      />,
    )
    const second = within(screen.getByLabelText('第1题'))
    expect(second.getByText('第1题 · 简答 · 待自评 · 0/2分')).toBeInTheDocument()
    expect(second.getByText('参考答案：B视为放弃优先购买权。')).toBeInTheDocument()
    const marking = within(second.getByRole('radiogroup', { name: '自评打分' }))
    expect(marking.getAllByRole('radio').map((b) => b.textContent)).toEqual([
      '0分',
      '0.5分',
      '1分',
      '1.5分',
      '2分',
    ])
    fireEvent.click(marking.getByText('1.5分'))
    expect(onMark).toHaveBeenCalledWith(2, 1.5)
    fireEvent.keyDown(marking.getByText('2分'), { key: 'Enter' })
    expect(onMark).toHaveBeenLastCalledWith(2, 2)
    rerender(
      <ReportReview
        questions={[writtenQuestion({ earned: 1.5, selfMarks: 1.5 })]}
        units={units}
        mostMissed={[]}
        onMark={onMark}
      />,
    )
    expect(screen.getByText('第1题 · 简答 · 已自评 · 1.5/2分')).toBeInTheDocument()
    expect(screen.getByText('修改自评：')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '1.5分' })).toHaveAttribute('aria-checked', 'true')
  })
})
