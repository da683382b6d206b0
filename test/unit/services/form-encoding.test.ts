import { encodeForm } from '@/services/form-encoding'

describe('encodeForm', () => {
  it('encodes fields, leaving out null and undefined', () => {
    expect(encodeForm({ a: 1, b: '中 文', c: undefined, d: null, e: true })).toBe(
      'a=1&b=%E4%B8%AD%20%E6%96%87&e=true',
    )
  })

  it('writes arrays and objects in bracket form', () => {
    expect(encodeForm({ types: [2, 3], knowId: 9 })).toBe('types%5B%5D=2&types%5B%5D=3&knowId=9')
    expect(encodeForm({ order: { id: 1, type: 'course' } })).toBe(
      'order%5Bid%5D=1&order%5Btype%5D=course',
    )
  })
})
