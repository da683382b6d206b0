import type { PracticeQuestion } from '@common/contracts/practice'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { AnswerCard } from '@/components/answer-sheet/answer-card'
import { QuestionView } from '@/components/answer-sheet/question-view'
import { unitsOf } from '@/utils/practice'
import { typeInto } from '../support/render'

const option = (id: number, text: string) => ({ id, text })

const question = (overrides: Partial<PracticeQuestion>): PracticeQuestion => ({
  id: 1,
  type: 'single',
  stem: '下列各项中，属于会计基本假设的是（　）。',
  options: [option(11, '会计主体'), option(12, '历史成本'), option(13, '权责发生制')],
  score: 2,
  chapterId: 1,
  title: '',
  unit: '',
  children: [],
  ...overrides,
})

function view(q: PracticeQuestion, extra: Partial<Parameters<typeof QuestionView>[0]> = {}) {
  const onAnswer = jest.fn()
  const [unit] = unitsOf([q])
  render(
    <QuestionView
      unit={unit}
      total={1}
      answer={undefined}
      feedback={undefined}
      showAnswer={false}
      disabled={false}
      onAnswer={onAnswer}
      {...extra}
    />,
  )
  return onAnswer
}

describe('a question of the practice section', () => {
  it('answers a single choice with one option, lettered', () => {
    const onAnswer = view(question({}))
    expect(screen.getByText('第1/1题 · 单选题 · 2分')).toBeInTheDocument()
    const radios = screen.getAllByRole('radio')
    expect(radios.map((r) => r.textContent)).toEqual(['A会计主体', 'B历史成本', 'C权责发生制'])
    fireEvent.click(radios[1])
    expect(onAnswer).toHaveBeenCalledWith({ optionIds: [12] })
  })

  it('adds to a multiple choice', () => {
    const onAnswer = view(question({ type: 'multiple' }), { answer: { optionIds: [11] } })
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes[0]).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(boxes[2])
    expect(onAnswer).toHaveBeenCalledWith({ optionIds: [11, 13] })
  })

  it('judges a 多选 in practice mode only when the learner confirms it', () => {
    const onAnswer = view(question({ type: 'multiple' }), { confirmChoices: true })
    const boxes = screen.getAllByRole('checkbox')
    fireEvent.click(boxes[0])
    fireEvent.click(boxes[2])
    expect(onAnswer).not.toHaveBeenCalled()
    expect(boxes[2]).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByText('确认答案'))
    expect(onAnswer).toHaveBeenCalledWith({ optionIds: [11, 13] })
  })

  it('shows a case text above its 不定项 sub-question', () => {
    const child = question({
      id: 5,
      type: 'indefinite',
      stem: '根据资料（1），下列说法正确的是（　）。',
    })
    const parent = question({
      id: 4,
      type: 'case',
      stem: '甲公司为增值税一般纳税人……',
      options: [],
      children: [child],
    })
    const onAnswer = jest.fn()
    const [unit] = unitsOf([parent])
    render(
      <QuestionView
        unit={unit}
        total={15}
        answer={undefined}
        feedback={undefined}
        showAnswer={false}
        disabled={false}
        onAnswer={onAnswer}
      />,
    )
    expect(screen.getByText('甲公司为增值税一般纳税人……')).toBeInTheDocument()
    expect(screen.getByText('第1/15题 · 不定项选择题 · 2分')).toBeInTheDocument()
  })

  it('saves a number or a written answer', () => {
    const onAnswer = view(
      question({ type: 'number', options: [], unit: '万元', stem: '计算应纳税额。' }),
    )
    expect(screen.getByText('计算应纳税额。（单位：万元）')).toBeInTheDocument()
    typeInto('请输入计算结果（数字）', '45.5')
    fireEvent.click(screen.getByText('保存答案'))
    expect(onAnswer).toHaveBeenCalledWith({ text: '45.5' })
  })

  it('writes a 会计分录: lines added and removed, sides switched, saved together', () => {
    const onAnswer = view(
      question({ type: 'entry', options: [], stem: '编制购入原材料的会计分录。' }),
    )
    const editor = within(screen.getByRole('group', { name: '会计分录' }))
    typeInto('会计科目', '原材料')
    const amounts = document.querySelectorAll('[placeholder="金额"]')
    fireEvent.input(amounts[0], { target: { value: '100' } })
    const accounts = document.querySelectorAll('[placeholder="会计科目"]')
    fireEvent.input(accounts[1], { target: { value: '银行存款' } })
    fireEvent.input(amounts[1], { target: { value: '100' } })
    fireEvent.click(editor.getByText('添加一行'))
    expect(document.querySelectorAll('[placeholder="会计科目"]')).toHaveLength(3)
    fireEvent.click(editor.getByLabelText('删除第3行'))
    const side = editor.getByLabelText('第1行方向：借，点击切换')
    fireEvent.click(side)
    expect(editor.getByLabelText('第1行方向：贷，点击切换')).toBeInTheDocument()
    fireEvent.click(editor.getByLabelText('第1行方向：贷，点击切换'))
    fireEvent.click(editor.getByText('保存分录'))
    expect(onAnswer).toHaveBeenCalledWith({
      entries: [
        { side: '借', account: '原材料', amount: 100 },
        { side: '贷', account: '银行存款', amount: 100 },
      ],
    })
  })

  it('shows the verdict, the right option and the 解析 in practice mode', () => {
    view(question({}), {
      answer: { optionIds: [12] },
      feedback: {
        questionId: 1,
        savedAt: '',
        correct: false,
        correctOptionIds: [11],
        analysis: '会计基本假设包括会计主体。',
      },
    })
    expect(screen.getByRole('status')).toHaveTextContent('回答错误')
    expect(screen.getByText('会计基本假设包括会计主体。')).toBeInTheDocument()
    const radios = screen.getAllByRole('radio')
    expect(radios[0].className).toMatch(/answer-option--right/)
    expect(radios[1].className).toMatch(/answer-option--wrong/)
  })

  it('shows the answer without answering in 背题 mode', () => {
    view(question({ correctOptionIds: [11], analysis: '会计主体是基本假设。' }), {
      showAnswer: true,
    })
    expect(screen.getByText('会计主体是基本假设。')).toBeInTheDocument()
  })
})

describe('the answer card', () => {
  it('groups the questions by 题型 with a legend, marks each one’s state and goes to one', () => {
    const units = unitsOf([
      question({ id: 1 }),
      question({ id: 2 }),
      question({ id: 3, type: 'judge' }),
    ])
    const onGo = jest.fn()
    render(
      <AnswerCard
        visible
        units={units}
        current={0}
        answered={(id) => id === 1}
        flagged={(id) => id === 3}
        onGo={onGo}
        onClose={() => undefined}
      />,
    )
    const card = within(screen.getByRole('navigation', { name: '答题卡' }))
    expect(card.getByText('已答 1 / 共 3 题')).toBeInTheDocument()
    expect(card.getByText('已答')).toBeInTheDocument()
    expect(card.getByText('未答')).toBeInTheDocument()
    expect(card.getByText('标记')).toBeInTheDocument()
    expect(card.getByText('当前')).toBeInTheDocument()
    const single = within(card.getByRole('group', { name: '单选题' }))
    expect(single.getByLabelText('第1题，已作答')).toHaveTextContent(/^1$/)
    expect(single.getByLabelText('第1题，已作答')).toHaveAttribute('aria-current', 'true')
    expect(single.getByLabelText('第2题，未作答')).toHaveTextContent(/^2$/)
    const judge = within(card.getByRole('group', { name: '判断题' }))
    expect(judge.getByLabelText('第3题，已标记')).toHaveTextContent(/^3$/)
    fireEvent.click(card.getByLabelText('第2题，未作答'))
    expect(onGo).toHaveBeenCalledWith(1)
  })

  it('is not drawn while closed', () => {
    render(
      <AnswerCard
        visible={false}
        units={unitsOf([question({ id: 1 })])}
        current={0}
        answered={() => false}
        flagged={() => false}
        onGo={() => undefined}
        onClose={() => undefined}
      />,
    )
    expect(screen.queryByRole('navigation', { name: '答题卡' })).not.toBeInTheDocument()
  })
})

describe('keyboard use of the practice section', () => {
  it('chooses an option and goes to a question with Enter or Space', () => {
    const onAnswer = view(question({}))
    fireEvent.keyDown(screen.getAllByRole('radio')[2], { key: 'Enter' })
    expect(onAnswer).toHaveBeenCalledWith({ optionIds: [13] })
  })
})
