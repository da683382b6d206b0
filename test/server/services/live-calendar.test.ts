import { escapeText, foldLine, liveCalendar, utcDateTime } from '@server/services/live-calendar'

const START = Date.UTC(2026, 10, 21, 11, 30, 0)
const EVENT = {
  liveId: 42,
  lessonTitle: '第一章 总论',
  courseTitle: '初级会计实务',
  teacher: '高志谦',
  start: START,
  end: START + 90 * 60_000,
  host: 'school.example.com',
  joinUrl: 'https://school.example.com/new/home/webcast/join/id/42',
}

/** RFC 5545 §3.1 unfolding: a line break followed by a space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

describe('the calendar file of a live (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks of text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
    expect(escapeText('税法（一）：增值税')).toBe('税法（一）：增值税')
  })

  it('keeps a line of 75 octets whole, and folds a longer one', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('folds a long Chinese title at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'经济法基础'.repeat(12)}`
    const folded = foldLine(line)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const [index, part] of lines.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
      if (index > 0) expect(part.startsWith(' ')).toBe(true)
      // A split character would not survive a round trip through UTF-8.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
      expect(part).not.toContain('\uFFFD')
    }
    // 'SUMMARY:' is 8 octets; 22 characters of 3 octets fill the first line to 74.
    expect(Buffer.byteLength(lines[0])).toBe(74)
    expect(unfold(folded)).toBe(line)
  })

  it('writes UTC date-times with Z', () => {
    expect(utcDateTime(START)).toBe('20261121T113000Z')
  })

  it('holds one event with the time, the title, the teacher, the join link and an alert', () => {
    const now = Date.UTC(2026, 10, 20, 2, 3, 4)
    const text = liveCalendar(EVENT, now)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(unfold(text).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//exam-school//live classes//ZH',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:live-42@school.example.com',
      'DTSTAMP:20261120T020304Z',
      'DTSTART:20261121T113000Z',
      'DTEND:20261121T130000Z',
      'SUMMARY:第一章 总论（初级会计实务）',
      'DESCRIPTION:主讲：高志谦\\n进入直播：https://school.example.com/new/home/webcast/join/id/42',
      'URL:https://school.example.com/new/home/webcast/join/id/42',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT15M',
      'DESCRIPTION:第一章 总论（初级会计实务） 15 分钟后开始',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it('escapes a title with commas and semicolons inside the summary', () => {
    const text = liveCalendar({ ...EVENT, lessonTitle: '串讲; 第1,2章' }, START)
    expect(unfold(text)).toContain('SUMMARY:串讲\\; 第1\\,2章（初级会计实务）\r\n')
  })
})
