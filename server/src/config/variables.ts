import path from 'node:path'

/**
 * Environment variables, each declared once by the part of the server that reads it: its name,
 * default, range and meaning (what docs/configuration.md shows, `npm run docs:config`), and for
 * integers, flags and choices its parser too. A group reads only the names it declares.
 */

/** The repository: relative paths in the configuration (SQLITE_FILE, …_FILE) start here. */
export const ROOT = path.resolve(__dirname, '..', '..', '..')

interface Described {
  /** What the variable does, for the school's operator (Markdown). */
  meaning: string
  /** The default as the page words it, when the value alone would not say it (Markdown). */
  shownDefault?: string
}

/** A whole number from min to max; unset or empty: the default. */
export interface IntegerVariable extends Described {
  kind: 'integer'
  default: number
  min: number
  max: number
  /** A further rule the group's loader checks (“a power of 2”). */
  rangeNote?: string
}

/** On (1, true, yes) or off (0, false, no); unset or empty: the group decides. */
export interface FlagVariable extends Described {
  kind: 'flag'
  shownDefault: string
}

/** One of a few words; unset or empty: the default. */
export interface ChoiceVariable<C extends string = string> extends Described {
  kind: 'choice'
  choices: readonly C[]
  default: C
}

/** Free text the group's loader checks; `range` says what it accepts. */
export interface TextVariable extends Described {
  kind: 'text'
  default?: string
  range: string
}

export type Declaration = IntegerVariable | FlagVariable | ChoiceVariable | TextVariable

export const integer = (d: Omit<IntegerVariable, 'kind'>): IntegerVariable => ({
  kind: 'integer',
  ...d,
})
export const flag = (d: Omit<FlagVariable, 'kind'>): FlagVariable => ({ kind: 'flag', ...d })
export const choice = <const C extends string>(
  d: Omit<ChoiceVariable<C>, 'kind' | 'default'> & { default: NoInfer<C> },
): ChoiceVariable<C> => ({ kind: 'choice', ...d })
export const text = (d: Omit<TextVariable, 'kind'>): TextVariable => ({ kind: 'text', ...d })

/** One row of the configuration page. */
export interface VariableRow {
  name: string
  default: string
  range: string
  meaning: string
}

type Names<V, D> = { [N in keyof V]: V[N] extends D ? N : never }[keyof V] & string
type ChoiceOf<D> = D extends ChoiceVariable<infer C> ? C : never

export interface GroupSpec<V extends Record<string, Declaration>> {
  /** The page's heading for the group. */
  title: string
  /** The file that declares the group, from the repository (the page names it). */
  source: string
  /** Markdown after the table. */
  notes?: string
  variables: V
}

/** What the page and the tests see of a group. */
export interface DeclaredGroup extends GroupSpec<Readonly<Record<string, Declaration>>> {
  rows(): VariableRow[]
}

/** A group's declarations, and the readers of its variables (named only as declared). */
export interface VariableGroup<V extends Record<string, Declaration>>
  extends GroupSpec<V>, DeclaredGroup {
  variables: V
  /** The raw value. */
  read(env: NodeJS.ProcessEnv, name: Names<V, Declaration>): string | undefined
  /** The value as given, else the declared default, else ''. */
  text(env: NodeJS.ProcessEnv, name: Names<V, TextVariable>): string
  /** The value without surrounding spaces, else the declared default, else ''. */
  trimmed(env: NodeJS.ProcessEnv, name: Names<V, TextVariable>): string
  integer(env: NodeJS.ProcessEnv, name: Names<V, IntegerVariable>, problems: string[]): number
  /** undefined when unset or empty. */
  flag(
    env: NodeJS.ProcessEnv,
    name: Names<V, FlagVariable>,
    problems: string[],
  ): boolean | undefined
  /** null (and a problem) for a word not declared. */
  choice<N extends Names<V, ChoiceVariable>>(
    env: NodeJS.ProcessEnv,
    name: N,
    problems: string[],
  ): ChoiceOf<V[N]> | null
}

const code = (value: string | number) => `\`${value}\``

function orList(words: readonly string[]): string {
  return words.length === 2 ? `${words[0]} or ${words[1]}` : `one of ${words.join(', ')}`
}

function rangeOf(d: Declaration): string {
  switch (d.kind) {
    case 'integer':
      return `${d.min}–${d.max}` + (d.rangeNote ? `, ${d.rangeNote}` : '')
    case 'flag':
      return '`1`, `true`, `yes` (on); `0`, `false`, `no` (off)'
    case 'choice':
      return d.choices.map(code).join(', ')
    case 'text':
      return d.range
  }
}

function defaultOf(d: Declaration): string {
  if (d.shownDefault !== undefined) return d.shownDefault
  return d.kind !== 'flag' && d.default !== undefined ? code(d.default) : '—'
}

/** A group of variables; throws at load when a declared default is outside its own range. */
export function defineVariables<V extends Record<string, Declaration>>(
  spec: GroupSpec<V>,
): VariableGroup<V> {
  const declared = (name: string) => spec.variables[name] as Declaration
  for (const [name, d] of Object.entries(spec.variables)) {
    const bad =
      (d.kind === 'integer' && !(d.min <= d.default && d.default <= d.max)) ||
      (d.kind === 'choice' && !d.choices.includes(d.default))
    if (bad) throw new Error(`${name}: the declared default is outside its range`)
  }
  const fallback = (name: string) => {
    const d = declared(name)
    return d.kind === 'text' ? (d.default ?? '') : ''
  }
  return {
    ...spec,
    rows: () =>
      Object.entries(spec.variables).map(([name, d]) => ({
        name,
        default: defaultOf(d),
        range: rangeOf(d),
        meaning: d.meaning,
      })),
    read: (env, name) => env[name],
    text: (env, name) => env[name] || fallback(name),
    trimmed: (env, name) => env[name]?.trim() || fallback(name),
    integer(env, name, problems) {
      const d = declared(name) as IntegerVariable
      const raw = env[name]
      if (raw === undefined || raw === '') return d.default
      const value = Number(raw)
      if (!Number.isInteger(value) || value < d.min || value > d.max) {
        problems.push(`${name} must be an integer from ${d.min} to ${d.max}, got "${raw}"`)
        return d.default
      }
      return value
    },
    flag(env, name, problems) {
      const raw = env[name]
      if (raw === undefined || raw === '') return undefined
      if (['1', 'true', 'yes'].includes(raw)) return true
      if (['0', 'false', 'no'].includes(raw)) return false
      problems.push(`${name} must be true or false, got "${raw}"`)
      return false
    },
    choice(env, name, problems) {
      const d = declared(name) as ChoiceVariable
      const value = env[name] || d.default
      if (d.choices.includes(value)) return value as ChoiceOf<V[typeof name]>
      problems.push(`${name} must be ${orList(d.choices)}, got "${value}"`)
      return null
    },
  }
}
