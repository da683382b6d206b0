import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import {
  display,
  expressionLine,
  initialCalculator,
  keyFromKeyboard,
  pressKey,
  type CalculatorKey,
} from '@/utils/calculator'
import './index.scss'

type KeyKind = 'digit' | 'function' | 'operator'

/** The exam calculator's keypad, row by row, each key with the name a screen reader says. */
const KEYPAD: { key: CalculatorKey; label: string; kind: KeyKind }[] = [
  { key: 'C', label: '清除', kind: 'function' },
  { key: '⌫', label: '退格', kind: 'function' },
  { key: '%', label: '百分号', kind: 'function' },
  { key: '÷', label: '除', kind: 'operator' },
  { key: '7', label: '7', kind: 'digit' },
  { key: '8', label: '8', kind: 'digit' },
  { key: '9', label: '9', kind: 'digit' },
  { key: '×', label: '乘', kind: 'operator' },
  { key: '4', label: '4', kind: 'digit' },
  { key: '5', label: '5', kind: 'digit' },
  { key: '6', label: '6', kind: 'digit' },
  { key: '−', label: '减', kind: 'operator' },
  { key: '1', label: '1', kind: 'digit' },
  { key: '2', label: '2', kind: 'digit' },
  { key: '3', label: '3', kind: 'digit' },
  { key: '+', label: '加', kind: 'operator' },
  { key: '±', label: '正负', kind: 'function' },
  { key: '0', label: '0', kind: 'digit' },
  { key: '.', label: '小数点', kind: 'digit' },
  { key: '=', label: '等于', kind: 'operator' },
]

/** A display longer than this gets a smaller font, so that it stays on one line at 320px. */
const LONG_DISPLAY = 11

/** Keys typed into these belong to the field (a text answer), not to the calculator. */
const FIELD_SELECTOR = 'input, textarea, [contenteditable="true"]'

interface CalculatorProps {
  visible: boolean
  onClose: () => void
}

/**
 * The 机考 screen's calculator, floating over the bottom of the question. It stays
 * mounted while closed, so reopening it shows the last number; while open, the physical
 * keyboard types into it and Escape closes it.
 */
export function Calculator({ visible, onClose }: CalculatorProps) {
  const [state, setState] = useState(initialCalculator)
  const press = (key: CalculatorKey) => setState((current) => pressKey(current, key))

  useEffect(() => {
    if (!visible) return
    const onKeyDown = (event: KeyboardEvent) => {
      // A focused key pressed with Enter has acted already (keyActivation prevents the default).
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === 'Escape') {
        onClose()
        return
      }
      if (event.target instanceof Element && event.target.closest(FIELD_SELECTOR)) return
      const key = keyFromKeyboard(event.key)
      if (!key) return
      event.preventDefault()
      setState((current) => pressKey(current, key))
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [visible, onClose])

  if (!visible) return null
  const shown = display(state)
  return (
    // no-swipe: a drag across the keypad must not turn the question (answer-sheet/use-swipe).
    <View className="calculator no-swipe" role="region" aria-label="计算器">
      <View className="calculator__top">
        <View className="calculator__screen">
          <View className="calculator__expression">{expressionLine(state)}</View>
          <View
            className={`calculator__display${shown.length > LONG_DISPLAY ? ' calculator__display--long' : ''}`}
            aria-live="polite"
            aria-atomic="true"
          >
            {shown}
          </View>
        </View>
        <View
          {...BUTTON_ROLE}
          {...FOCUSABLE}
          {...keyActivation(onClose)}
          aria-label="关闭计算器"
          className="calculator__close"
          onClick={onClose}
        >
          ×
        </View>
      </View>
      <View className="calculator__keys">
        {KEYPAD.map(({ key, label, kind }) => (
          <View
            key={key}
            {...BUTTON_ROLE}
            {...FOCUSABLE}
            {...keyActivation(() => press(key))}
            aria-label={label}
            className={`calculator__key calculator__key--${kind}`}
            onClick={() => press(key)}
          >
            {key}
          </View>
        ))}
      </View>
    </View>
  )
}
