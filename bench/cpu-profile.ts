// Where a server spent its CPU, from a V8 .cpuprofile (`npm run bench:api -- --cpu-prof`):
// shares of busy time (idle and start-up left out) by layer, and the busiest functions.
// `npx tsx bench/cpu-profile.ts <file.cpuprofile>`
import { readFileSync } from 'node:fs'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}

interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

type Rule = (frame: CallFrame) => boolean

const inUrl =
  (...parts: string[]): Rule =>
  (frame) =>
    parts.some((part) => frame.url.includes(part))

interface Layer {
  name: string
  matches: Rule
  /**
   * `own`: a frame below the hook that handed on (a Fastify hook calling `next` is not doing
   * the work that follows); `enclosing`: any frame, so an injected request is inject's cost.
   */
  scope: 'own' | 'enclosing'
}

/** Layers a sample belongs to if its stack shows them, first match first. */
const LAYERS: Layer[] = [
  {
    name: 'database (Kysely, libsql)',
    matches: inUrl('/kysely/', '/libsql/'),
    scope: 'own',
  },
  {
    name: 'request logging (pino)',
    matches: inUrl(
      '/pino/',
      '/sonic-boom/',
      '/pino-std-serializers/',
      '/fastify/lib/log-controller',
    ),
    scope: 'own',
  },
  {
    name: 'response serialisation (fast-json-stringify)',
    matches: (frame) =>
      frame.url.includes('/fast-json-stringify/') ||
      (frame.functionName === 'serialize' && frame.url.includes('/fastify/lib/')),
    scope: 'own',
  },
  {
    name: 'compression (@fastify/compress, zlib)',
    matches: inUrl('/@fastify/compress/', 'node:zlib'),
    scope: 'own',
  },
  {
    name: 'cookies (@fastify/cookie)',
    matches: inUrl('/@fastify/cookie/', '/cookie/'),
    scope: 'own',
  },
  {
    name: 'static files (@fastify/static, send)',
    matches: inUrl('/@fastify/static/', '/@fastify/send/'),
    scope: 'own',
  },
  {
    name: 'app.inject (light-my-request and the injected request)',
    matches: inUrl('/light-my-request/'),
    scope: 'enclosing',
  },
  {
    name: 'index.html (boot data, first view)',
    matches: inUrl('server/src/boot-data.ts', 'server/src/first-view.ts', 'plugins/app/web-app.ts'),
    scope: 'own',
  },
]

const handsOn: Rule = (frame) =>
  frame.functionName === 'next' && frame.url.includes('/fastify/lib/hooks.js')

/** Layers of the innermost frame that names one: what the rest of the time was spent on. */
const LEAF_LAYERS: [string, Rule][] = [
  ['our hooks and handlers (server/src)', inUrl('/server/src/', '/common/')],
  ['routing (find-my-way)', inUrl('/find-my-way/')],
  ['Fastify core', inUrl('/fastify/', '/avvio/', '/light-my-request/')],
  ['HTTP and sockets (Node)', inUrl('node:')],
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
]

const OTHER = 'other (V8, native, other packages)'

/** One line per frame: its function and where it is, relative to the checkout. */
function frameName(frame: CallFrame): string {
  const where = frame.url.replace(/^file:\/\/.*?\/(node_modules|server|src|bench)\//, '$1/')
  return `${frame.functionName || '(anonymous)'} ${where || '(native)'}:${frame.lineNumber + 1}`
}

export interface ProfileSummary {
  busyMs: number
  layers: [string, number][]
  functions: [string, number][]
}

/** Shares of busy CPU by layer and by function (self time), from the first HTTP request on. */
export function summariseProfile(file: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id)
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = []
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      stack.push((nodes.get(at) as ProfileNode).callFrame)
    }
    return stack
  }

  const layers = new Map<string, number>()
  const functions = new Map<string, number>()
  let busy = 0
  let serving = false
  profile.samples.forEach((id, index) => {
    const stack = stackOf(id)
    // Start-up (compiling, migrating, seeding) ends where the first request is parsed.
    serving ||= stack.some((frame) => frame.url === 'node:_http_server')
    const leaf = stack[0]
    if (!serving || leaf.functionName === '(idle)') return
    const micros = profile.timeDeltas[index] ?? 0
    busy += micros
    const handOff = stack.findIndex(handsOn)
    const own = handOff >= 0 ? stack.slice(0, handOff) : stack
    const layer =
      LAYERS.find((candidate) => (candidate.scope === 'own' ? own : stack).some(candidate.matches))
        ?.name ??
      stack.map((frame) => LEAF_LAYERS.find(([, rule]) => rule(frame))?.[0]).find(Boolean) ??
      OTHER
    layers.set(layer, (layers.get(layer) ?? 0) + micros)
    functions.set(frameName(leaf), (functions.get(frameName(leaf)) ?? 0) + micros)
  })
  const shares = (map: Map<string, number>): [string, number][] =>
    [...map]
      .map(([name, micros]): [string, number] => [name, micros / busy])
      .sort((a, b) => b[1] - a[1])
  return { busyMs: busy / 1000, layers: shares(layers), functions: shares(functions) }
}

/** The summary as lines for the terminal. */
export function profileReport(summary: ProfileSummary, topFunctions = 15): string {
  const percent = (share: number) => `${(100 * share).toFixed(1).padStart(5)}%`
  return [
    `Busy CPU ${Math.round(summary.busyMs).toLocaleString('en')} ms, by layer:`,
    ...summary.layers.map(([name, share]) => `  ${percent(share)}  ${name}`),
    `Busiest functions (self time):`,
    ...summary.functions
      .slice(0, topFunctions)
      .map(([name, share]) => `  ${percent(share)}  ${name}`),
  ].join('\n')
}

if (require.main === module) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile>')
    process.exit(1)
  }
  console.log(profileReport(summariseProfile(file)))
}
