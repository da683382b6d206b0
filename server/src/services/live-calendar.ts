// 提醒我: a live as an iCalendar file (RFC 5545) that a phone's calendar imports,
// with the time, the teacher, the join link and an alert before the start.
import type { Instant } from '../time'

/** What the calendar file of one live says. */
export interface LiveCalendarEvent {
  liveId: number
  lessonTitle: string
  courseTitle: string
  teacher: string
  start: Instant
  end: Instant
  /** The server's host as the request named it: the UID's domain. */
  host: string
  /** The absolute address of the live's join page. */
  joinUrl: string
}

/** RFC 5545 §3.1: a content line is at most 75 octets long, not counting its line break. */
const LINE_OCTETS = 75
const CRLF = '\r\n'

/** Minutes before the start that the calendar alerts the learner. */
export const ALERT_MINUTES = 15

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks of a TEXT value escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/[;,]/g, '\\$&')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * RFC 5545 §3.1: a long line folded into lines of at most 75 octets, each continuation line
 * starting with a space; a multi-byte UTF-8 character is never split between two lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    if (octets + size > LINE_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  lines.push(current)
  return lines.join(CRLF)
}

/** RFC 5545 §3.3.5 form 2: a moment as a UTC date-time, 20261121T113000Z. */
export function utcDateTime(instant: Instant): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The .ics file of one live, stamped at `now`: CRLF line endings, folded and escaped. */
export function liveCalendar(event: LiveCalendarEvent, now: Instant): string {
  const summary = `${event.lessonTitle}（${event.courseTitle}）`
  const description = `主讲：${event.teacher}\n进入直播：${event.joinUrl}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//exam-school//live classes//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:live-${event.liveId}@${event.host}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.joinUrl}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-PT${ALERT_MINUTES}M`,
    `DESCRIPTION:${escapeText(`${summary} ${ALERT_MINUTES} 分钟后开始`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
