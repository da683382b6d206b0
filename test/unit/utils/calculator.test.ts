import {
  display,
  expressionLine,
  formatNumber,
  initialCalculator,
  keyFromKeyboard,
  pressKey,
  type CalculatorKey,
} from '@/utils/calculator'

/** Presses keys written as on paper: '12.5 + 3 =' is 1, 2, ., 5, +, 3, =. */
function calculate(sequence: string) {
  const keys = sequence
    .split(' ')
    .flatMap((token) => (/^[0-9.]+$/.test(token) ? [...token] : [token])) as CalculatorKey[]
  return keys.reduce(pressKey, initialCalculator())
}

describe('the 机考 calculator (utils/calculator)', () => {
  it('shows 0 with no expression before any key', () => {
    expect(display(initialCalculator())).toBe('0')
    expect(expressionLine(initialCalculator())).toBe('')
  })

  it.each([
    ['1 + 2 =', '3'],
    ['9 − 12 =', '-3'],
    ['6 × 7 =', '42'],
    ['8 ÷ 4 =', '2'],
    ['1 + 2 × 3 =', '7'],
    ['10 − 4 ÷ 2 =', '8'],
    ['2 × 3 + 4 × 5 =', '26'],
    ['100 − 20 × 3 + 8 ÷ 4 =', '42'],
    ['1 − 2 − 3 =', '-4'],
    ['24 ÷ 4 ÷ 2 =', '3'],
  ])('computes %s as %s, × and ÷ before + and −', (sequence, shown) => {
    expect(display(calculate(sequence))).toBe(shown)
  })

  it.each([
    ['0.1 + 0.2 =', '0.3'],
    ['0.1 × 3 =', '0.3'],
    ['1.1 + 2.2 − 3.3 =', '0'],
    ['100 × 1.13 =', '113'],
    ['19.99 × 100 =', '1999'],
    ['0.3 − 0.1 =', '0.2'],
    ['1 ÷ 3 =', '0.3333333333'],
    ['2 ÷ 3 =', '0.6666666667'],
    ['1 ÷ 3 × 3 =', '1'],
    ['1.50 × 2 =', '3'],
    ['0.00001 × 0.00001 =', '0.0000000001'],
    ['0.000001 × 0.000001 =', '0'],
    ['123456789012345 + 1 =', '123456789012346'],
  ])('shows %s as %s: decimal-safe, at most 10 decimals, no trailing zeros', (sequence, shown) => {
    expect(display(calculate(sequence))).toBe(shown)
  })

  it.each([
    ['12', '12'],
    ['0 0 7', '7'],
    ['1 . . 5', '1.5'],
    ['. 5', '0.5'],
    ['12.', '12.'],
    ['12.5 ⌫', '12.'],
    ['12 ⌫ ⌫', '0'],
    ['12 ⌫ ⌫ ⌫', '0'],
    ['7 ±', '-7'],
    ['7 ± ±', '7'],
    ['0 ±', '0'],
    ['7 ± ⌫', '0'],
    ['12. ±', '-12.'],
    ['50 %', '0.5'],
    ['12.5 %', '0.125'],
    ['1234567890123456', '123456789012345'],
    ['0.1234567890123456', '0.12345678901234'],
    ['1 + 2 C', '0'],
  ])('shows %s typed as %s', (sequence, shown) => {
    expect(display(calculate(sequence))).toBe(shown)
  })

  it.each([
    ['1 +', '1 +'],
    ['1 + 2 ×', '1 + 2 ×'],
    ['1 + 2 × 3', '1 + 2 ×'],
    ['1 + 2 × 3 =', '1 + 2 × 3 ='],
    ['5 × 3 ± =', '5 × (-3) ='],
    ['3 ± − 2 =', '-3 − 2 ='],
    ['12. + 0.50 =', '12 + 0.5 ='],
    ['1 + × 2 =', '1 × 2 ='],
    ['1 + 2 = + 4', '3 +'],
    ['1 + 2 = 5', ''],
    ['1 + 2 C', ''],
  ])('shows the expression line of %s as %s', (sequence, line) => {
    expect(expressionLine(calculate(sequence))).toBe(line)
  })

  it.each([
    ['1 + 2 = =', '3'],
    ['3 = = =', '3'],
    ['1 + 2 = + 4 =', '7'],
    ['1 + 2 = 5', '5'],
    ['1 + 2 = 5 + 1 =', '6'],
    ['1 + 2 = .', '0.'],
    ['1 + 2 = ⌫', '3'],
    ['1 + 2 = ±', '-3'],
    ['1 + =', '1'],
    ['1 + × 2 =', '2'],
    ['200 × 5 % =', '10'],
    ['50 % 3', '3'],
    ['5 + ±', '-5'],
    ['5 + ± =', '0'],
    ['5 + ⌫', '5'],
  ])('after a result or an operator, %s shows %s', (sequence, shown) => {
    expect(display(calculate(sequence))).toBe(shown)
  })

  it.each([
    ['1 ÷ 0 =', '错误'],
    ['0 ÷ 0 =', '错误'],
    ['1 ÷ 0 × 0 =', '错误'],
    ['999999999999999 × 10 =', '错误'],
    ['1 ÷ 0 = + = ± %', '错误'],
    ['1 ÷ 0 = 5', '5'],
    ['1 ÷ 0 = 5 + 3 =', '8'],
    ['1 ÷ 0 = .', '0.'],
    ['1 ÷ 0 = ⌫', '0'],
    ['1 ÷ 0 = C', '0'],
  ])('shows 错误 for a division by zero or an overflow: %s shows %s', (sequence, shown) => {
    expect(display(calculate(sequence))).toBe(shown)
  })

  it('keeps the expression of 错误 above it, and drops it when a new number starts', () => {
    expect(expressionLine(calculate('1 ÷ 0 ='))).toBe('1 ÷ 0 =')
    expect(expressionLine(calculate('1 ÷ 0 = 5'))).toBe('')
  })

  it('formats numbers without exponents, trailing zeros or a negative zero', () => {
    expect(formatNumber(1e-10)).toBe('0.0000000001')
    expect(formatNumber(-1e-12)).toBe('0')
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(100)).toBe('100')
    expect(formatNumber(123456789012345)).toBe('123456789012345')
  })

  it.each([
    ['7', '7'],
    ['.', '.'],
    ['+', '+'],
    ['-', '−'],
    ['*', '×'],
    ['/', '÷'],
    ['%', '%'],
    ['=', '='],
    ['Enter', '='],
    ['Backspace', '⌫'],
    ['Escape', null],
    ['a', null],
    ['F5', null],
  ])('reads the physical key %s as %s', (key, calculatorKey) => {
    expect(keyFromKeyboard(key)).toBe(calculatorKey)
  })
})
