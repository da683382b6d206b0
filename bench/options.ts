/** Command-line flags of the benches: `--name value`. */
const args = process.argv.slice(2)

/** Whether a flag such as --json is given. */
export function flag(name: string): boolean {
  return args.includes(`--${name}`)
}

/** A positive whole number given as `--name n`, or the fallback. */
export function countOption(name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`)
  const value = index >= 0 ? Number(args[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`--${name} must be a positive integer`)
  }
  return value
}

/** The value at a percentile of sorted figures. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
