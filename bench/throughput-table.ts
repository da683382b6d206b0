// The figures of one autocannon run of bench/api-throughput.ts, and how the table and the
// issue's targets (public reads ≥ 50% of bare Fastify, /home ≥ 2,000 req/s, no time-outs) read.

const TARGET_READ_SHARE = 0.5
const TARGET_HOME_RPS = 2000

/** bare: Fastify's hello; peer: bare Fastify writing the bytes of one of our answers. */
export type Kind = 'bare' | 'peer' | 'read' | 'page'

export interface Run {
  name: string
  kind: Kind
  path: string
  connections: number
  /** A peer run: the run of ours whose answer it writes, and that answer's size. */
  peerOf?: { name: string; bytes: number }
}

export interface Figures extends Run {
  rps: number
  p50: number
  p99: number
  errors: number
  timeouts: number
  non2xx: number
  /** CPU time the server spent per answer, in µs, if known. */
  cpuMicros: number | null
  /** Cores the server kept busy on average: near 1 it is the bottleneck (one JS thread). */
  serverCores: number | null
  /** Cores that other processes and the hypervisor kept busy during the run, if known. */
  otherCores: number | null
}

/** The runs as a table, each req/s also as a share of bare Fastify's. */
export function table(rows: Figures[], bareRps: number): string {
  const header = [
    'run',
    'path',
    'conns',
    'req/s',
    '× bare',
    'p50 ms',
    'p99 ms',
    'errors',
    'time-outs',
    'non-2xx',
    'CPU µs/req',
    'server cores',
    'others',
  ]
  const cells = rows.map((row) => [
    row.name,
    row.path,
    String(row.connections),
    Math.round(row.rps).toLocaleString('en'),
    `${((100 * row.rps) / bareRps).toFixed(1)}%`,
    String(row.p50),
    String(row.p99),
    String(row.errors),
    String(row.timeouts),
    String(row.non2xx),
    row.cpuMicros === null ? '?' : Math.round(row.cpuMicros).toLocaleString('en'),
    row.serverCores === null ? '?' : row.serverCores.toFixed(2),
    row.otherCores === null ? '?' : row.otherCores.toFixed(2),
  ])
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => cell[i].length)),
  )
  const line = (cell: string[]) =>
    cell.map((text, i) => (i < 2 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ')
  return [line(header), ...cells.map(line)].join('\n')
}

/** One pass/FAIL line per target. */
export function verdicts(rows: Figures[], bareRps: number): string[] {
  const mark = (pass: boolean) => (pass ? 'pass' : 'FAIL')
  const lines = rows
    .filter((row) => row.kind === 'read')
    .map((row) => {
      const share = row.rps / bareRps
      const verdict = `${mark(share >= TARGET_READ_SHARE)}  ${row.name} ${(100 * share).toFixed(1)}% of bare Fastify (target ≥ ${100 * TARGET_READ_SHARE}%)`
      const peer = rows.find((other) => other.kind === 'peer' && other.peerOf?.name === row.name)
      if (!peer?.peerOf) return verdict
      const bytes = peer.peerOf.bytes.toLocaleString('en')
      return `${verdict}; ${((100 * row.rps) / peer.rps).toFixed(1)}% of bare Fastify writing the same ${bytes} bytes (${((100 * peer.rps) / bareRps).toFixed(1)}% of its hello)`
    })
  for (const row of rows.filter((r) => r.kind === 'page')) {
    const rps = Math.round(row.rps)
    lines.push(
      `${mark(rps >= TARGET_HOME_RPS)}  ${row.name} ${rps.toLocaleString('en')} req/s at ${row.connections} connections (target ≥ ${TARGET_HOME_RPS.toLocaleString('en')})`,
    )
    lines.push(`${mark(row.timeouts === 0)}  ${row.name} ${row.timeouts} time-outs (target 0)`)
  }
  return lines
}
