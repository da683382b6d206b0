import { bankYears } from '@server/services/demo-school/calendar'

describe('bankYears', () => {
  const may16 = { month: 5, day: 16 }
  it('gives the exam still to come and the one before it, at 09:00 China time', () => {
    expect(bankYears(may16, new Date('2026-11-23T00:00:00Z'))).toEqual([
      { year: 2027, examDate: Date.parse('2027-05-16T01:00:00Z') },
      { year: 2026, examDate: Date.parse('2026-05-16T01:00:00Z') },
    ])
    expect(bankYears(may16, new Date('2027-05-16T00:59:59Z'))[0].year).toBe(2027)
    expect(bankYears(may16, new Date('2027-05-16T01:00:00Z'))[0].year).toBe(2028)
  })
})
