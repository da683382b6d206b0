import { parseChinaTime } from '@server/time'

/** A clock a test sets (ServerOptions.clock): real time until `setChina` moves it. */
export class TestClock {
  private fixed: number | null = null

  /** The clock to give the server: `() => number`, bound to this test clock. */
  readonly now = (): number => this.fixed ?? Date.now()

  /** Stops the clock at an instant (epoch ms). */
  set(instant: number): void {
    this.fixed = instant
  }

  /** Stops the clock at a China date-time, `2026-11-23 23:59:59`. */
  setChina(dateTime: string): void {
    const instant = parseChinaTime(dateTime)
    if (Number.isNaN(instant)) throw new Error(`not a China date-time: ${dateTime}`)
    this.set(instant)
  }

  /** Back to real time. */
  reset(): void {
    this.fixed = null
  }
}
