/**
 * The 机考 screen's calculator. It evaluates the expression as typed, × and ÷ before
 * + and − (1 + 2 × 3 = 7), as the CPA 机考 calculator does, not a pocket calculator's immediate
 * execution (which gives 9): the expression line above the number then reads as it is computed.
 */

export type Operator = '+' | '−' | '×' | '÷'
export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
/** The keys of the exam's calculator: C clears all, ⌫ deletes the last digit typed. */
export type CalculatorKey = Digit | '.' | Operator | '=' | 'C' | '⌫' | '±' | '%'

/** Digits a number may have, typed or computed: a result past it shows 错误. */
export const MAX_DIGITS = 15
/** Decimals a result keeps (1 ÷ 3 shows 0.3333333333). */
export const RESULT_DECIMALS = 10
/** What the display shows after a division by zero or an overflow. */
export const CALCULATOR_ERROR = '错误'

/** An operand entered and the operator that followed it. */
interface Step {
  readonly operand: number
  readonly operator: Operator
}

/**
 * How the next key treats the entry: `typing` appends digits; after ± or % (`computed`), an
 * operator (`operator`), '=' (`result`) or 错误 (`error`) a digit starts a new number.
 */
type Phase = 'typing' | 'computed' | 'operator' | 'result' | 'error'

export interface CalculatorState {
  /** The operands and operators before the entry: 1 + 2 × while 3 is typed. */
  readonly steps: readonly Step[]
  /** The number shown, as typed (12. keeps its point) or as computed. */
  readonly entry: string
  readonly phase: Phase
  /** After '=': the expression computed, shown above its result until the next key. */
  readonly equation: string
}

/** A calculator showing 0, nothing pending. */
export function initialCalculator(): CalculatorState {
  return { steps: [], entry: '0', phase: 'typing', equation: '' }
}

function isDigit(key: string): key is Digit {
  return /^[0-9]$/.test(key)
}

/** Rounds away binary noise (0.1 + 0.2) at the precision a 15-digit calculator keeps. */
function significant(value: number): number {
  return Number(value.toPrecision(MAX_DIGITS))
}

/** A number as the display shows it: at most 10 decimals, no trailing zeros, never -0. */
export function formatNumber(value: number): string {
  const fixed = significant(value).toFixed(RESULT_DECIMALS)
  const trimmed = fixed.replace(/0+$/, '').replace(/\.$/, '')
  return trimmed === '-0' ? '0' : trimmed
}

/** The value of `steps` followed by `last`, or null for a division by zero or an overflow. */
function evaluate(steps: readonly Step[], last: number): number | null {
  const operands = [...steps.map((step) => step.operand), last]
  // Each run of × and ÷ is folded into one term; the terms are then added or subtracted.
  let sum = 0
  let sign: '+' | '−' = '+'
  let term = operands[0]
  for (const [index, { operator }] of steps.entries()) {
    const operand = operands[index + 1]
    if (operator === '×') {
      term = significant(term * operand)
    } else if (operator === '÷') {
      if (operand === 0) return null
      term = significant(term / operand)
    } else {
      sum = significant(sign === '+' ? sum + term : sum - term)
      sign = operator
      term = operand
    }
  }
  const total = significant(sign === '+' ? sum + term : sum - term)
  return Number.isFinite(total) && Math.abs(total) < 10 ** MAX_DIGITS ? total : null
}

/** An operand in the expression line; a negative one after an operator in brackets. */
function operandText(operand: number, first: boolean): string {
  const text = formatNumber(operand)
  return first || operand >= 0 ? text : `(${text})`
}

function expressionOf(steps: readonly Step[], last?: number): string {
  const parts = steps.map(
    (step, index) => `${operandText(step.operand, index === 0)} ${step.operator}`,
  )
  if (last !== undefined) parts.push(operandText(last, steps.length === 0))
  return parts.join(' ')
}

function digitsIn(entry: string): number {
  return entry.replace(/[^0-9]/g, '').length
}

function typeDigit(state: CalculatorState, key: Digit | '.'): CalculatorState {
  const fresh = state.phase !== 'typing'
  const base = fresh ? '0' : state.entry
  // A digit after '=' or 错误 starts a new calculation.
  const start = state.phase === 'result' || state.phase === 'error' ? initialCalculator() : state
  if (key === '.') {
    return base.includes('.') ? state : { ...start, entry: `${base}.`, phase: 'typing' }
  }
  if (digitsIn(base) >= MAX_DIGITS) return state
  const entry = base === '0' ? key : base === '-0' ? `-${key}` : base + key
  return { ...start, entry, phase: 'typing' }
}

function backspace(state: CalculatorState): CalculatorState {
  // Only digits being typed are deleted: a computed number is kept, as a pocket calculator does.
  if (state.phase !== 'typing') return state
  const entry = state.entry.slice(0, -1)
  return { ...state, entry: entry === '' || entry === '-' || entry === '-0' ? '0' : entry }
}

/** ± and % act on the number shown, which becomes the operand (12 + 5 % gives 12 + 0.05). */
function transform(state: CalculatorState, key: '±' | '%'): CalculatorState {
  if (key === '±' && state.phase === 'typing') {
    if (state.entry === '0') return state
    const { entry } = state
    return { ...state, entry: entry.startsWith('-') ? entry.slice(1) : `-${entry}` }
  }
  const value = Number(state.entry)
  const entry = formatNumber(key === '±' ? -value : value / 100)
  return { ...state, entry, phase: 'computed', equation: '' }
}

function chooseOperator(state: CalculatorState, operator: Operator): CalculatorState {
  const { steps } = state
  if (state.phase === 'operator') {
    // A second operator in a row replaces the first: 1 + × 2 is 1 × 2.
    const last = steps[steps.length - 1]
    return { ...state, steps: [...steps.slice(0, -1), { ...last, operator }] }
  }
  const operand = Number(state.entry)
  return {
    steps: [...steps, { operand, operator }],
    entry: formatNumber(operand),
    phase: 'operator',
    equation: '',
  }
}

function equals(state: CalculatorState): CalculatorState {
  // Repeated '=' keeps the result rather than repeating the last operation.
  if (state.phase === 'result') return state
  const { steps } = state
  // '=' right after an operator leaves that operator out: 1 + = is 1.
  const [before, last] =
    state.phase === 'operator'
      ? [steps.slice(0, -1), steps[steps.length - 1].operand]
      : [steps, Number(state.entry)]
  const equation = `${expressionOf(before, last)} =`
  const value = evaluate(before, last)
  if (value === null) return { steps: [], entry: '0', phase: 'error', equation }
  return { steps: [], entry: formatNumber(value), phase: 'result', equation }
}

/** The calculator after one key. */
export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return initialCalculator()
  if (key === '.' || isDigit(key)) return typeDigit(state, key)
  // After 错误 only a new number, C or ⌫ (which clears too) does anything.
  if (state.phase === 'error') return key === '⌫' ? initialCalculator() : state
  if (key === '⌫') return backspace(state)
  if (key === '±' || key === '%') return transform(state, key)
  if (key === '=') return equals(state)
  return chooseOperator(state, key)
}

/** The number shown, or 错误. */
export function display(state: CalculatorState): string {
  return state.phase === 'error' ? CALCULATOR_ERROR : state.entry
}

/** The line above the number: what is pending (1 + 2 ×), or after '=' what was computed. */
export function expressionLine(state: CalculatorState): string {
  return state.phase === 'result' || state.phase === 'error'
    ? state.equation
    : expressionOf(state.steps)
}

const KEYBOARD_KEYS: Record<string, CalculatorKey> = {
  '.': '.',
  '+': '+',
  '-': '−',
  '*': '×',
  '/': '÷',
  '%': '%',
  '=': '=',
  Enter: '=',
  Backspace: '⌫',
}

/** The calculator key a physical key stands for (KeyboardEvent.key), or null. */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (isDigit(key)) return key
  return KEYBOARD_KEYS[key] ?? null
}
