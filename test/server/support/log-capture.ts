import { Writable } from 'node:stream'

/** A line the server logged (pino's JSON). */
export interface LogLine {
  level: number
  msg: string
  [field: string]: unknown
}

/**
 * A place for the server's log (give `stream` to the logger option) and the lines written to
 * it, for tests of what the server tells its operator.
 */
export function captureLog(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as LogLine)
      done()
    },
  })
  return { stream, lines }
}
