import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { Calculator } from '@/components/calculator'

const KEY_NAMES = [
  ...'0123456789',
  '小数点',
  '加',
  '减',
  '乘',
  '除',
  '等于',
  '清除',
  '退格',
  '正负',
  '百分号',
]

function open() {
  const onClose = jest.fn()
  render(<Calculator visible onClose={onClose} />)
  return onClose
}

/** Taps the keys with these names, in order. */
function tap(...names: string[]) {
  for (const name of names) fireEvent.click(screen.getByRole('button', { name }))
}

const shown = () => document.querySelector('[aria-live="polite"]')?.textContent
const expression = () => document.querySelector('.calculator__expression')?.textContent

/** An exam page's toggle, which keeps the calculator mounted while it is closed. */
function Toggle() {
  const [visible, setVisible] = useState(true)
  return (
    <>
      <button onClick={() => setVisible(true)}>计算器</button>
      <Calculator visible={visible} onClose={() => setVisible(false)} />
    </>
  )
}

describe('the 机考 calculator panel', () => {
  it('names every key and the close button for screen readers', () => {
    open()
    expect(screen.getByRole('region', { name: '计算器' })).toBeInTheDocument()
    for (const name of KEY_NAMES) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getAllByRole('button')).toHaveLength(KEY_NAMES.length + 1)
    expect(screen.getByRole('button', { name: '关闭计算器' })).toBeInTheDocument()
  })

  it('shows 0 in a polite live region before any key', () => {
    open()
    const region = document.querySelector('[aria-live="polite"]')
    expect(region).toHaveTextContent('0')
  })

  it('computes what is tapped, × before +, with the expression above the result', () => {
    open()
    tap('1', '加', '2', '乘', '3')
    expect(expression()).toBe('1 + 2 ×')
    expect(shown()).toBe('3')
    tap('等于')
    expect(expression()).toBe('1 + 2 × 3 =')
    expect(shown()).toBe('7')
  })

  it('adds decimals exactly, and corrects with 退格, 正负, 百分号 and 清除', () => {
    open()
    tap('0', '小数点', '1', '加', '0', '小数点', '2', '等于')
    expect(shown()).toBe('0.3')
    tap('1', '2', '3', '退格', '正负')
    expect(shown()).toBe('-12')
    tap('百分号')
    expect(shown()).toBe('-0.12')
    tap('清除')
    expect(shown()).toBe('0')
    expect(expression()).toBe('')
  })

  it('shows 错误 after a division by zero, and starts afresh with the next digit', () => {
    open()
    tap('8', '除', '0', '等于')
    expect(shown()).toBe('错误')
    tap('5', '减', '7', '等于')
    expect(shown()).toBe('-2')
  })

  it('takes keys from the physical keyboard while open', () => {
    open()
    for (const key of ['1', '2', '.', '5', '*', '4', '-', '1', '0', '/', '4', 'Enter']) {
      fireEvent.keyDown(document.body, { key })
    }
    expect(expression()).toBe('12.5 × 4 − 10 ÷ 4 =')
    expect(shown()).toBe('47.5')
    fireEvent.keyDown(document.body, { key: '9' })
    fireEvent.keyDown(document.body, { key: 'Backspace' })
    fireEvent.keyDown(document.body, { key: '3' })
    fireEvent.keyDown(document.body, { key: '+' })
    fireEvent.keyDown(document.body, { key: '2' })
    fireEvent.keyDown(document.body, { key: '=' })
    expect(shown()).toBe('5')
  })

  it('leaves keys typed into a field, and shortcuts, to them', () => {
    open()
    const field = document.createElement('textarea')
    document.body.appendChild(field)
    fireEvent.keyDown(field, { key: '7' })
    fireEvent.keyDown(document.body, { key: '4', ctrlKey: true })
    expect(shown()).toBe('0')
    field.remove()
  })

  it('presses a focused key with Enter or Space, without also reading Enter as 等于', () => {
    open()
    fireEvent.keyDown(screen.getByRole('button', { name: '6' }), { key: 'Enter' })
    fireEvent.keyDown(screen.getByRole('button', { name: '加' }), { key: ' ' })
    fireEvent.keyDown(screen.getByRole('button', { name: '1' }), { key: 'Enter' })
    expect(expression()).toBe('6 +')
    expect(shown()).toBe('1')
    expect(screen.getByRole('button', { name: '等于' })).toHaveAttribute('tabindex', '0')
  })

  it('closes with the close button, Enter on it, or Escape', () => {
    const onClose = open()
    tap('关闭计算器')
    fireEvent.keyDown(screen.getByRole('button', { name: '关闭计算器' }), { key: 'Enter' })
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it('renders nothing and ignores the keyboard while closed', () => {
    const onClose = jest.fn()
    render(<Calculator visible={false} onClose={onClose} />)
    expect(screen.queryByRole('region', { name: '计算器' })).not.toBeInTheDocument()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('shows the last result again when reopened', () => {
    render(<Toggle />)
    tap('9', '乘', '9', '等于')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.queryByRole('region', { name: '计算器' })).not.toBeInTheDocument()
    fireEvent.keyDown(document.body, { key: '5' })
    fireEvent.click(screen.getByRole('button', { name: '计算器' }))
    expect(shown()).toBe('81')
    expect(expression()).toBe('9 × 9 =')
  })
})
