import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'

type QueryId = PluginTransformQueryArgs['queryId']

/** The name of the table an operation node names (a table, or an aliased table). */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'TableNode') {
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  }
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node)
  return undefined
}

/** The tables an insert, update or delete writes; none for a read. */
export function writtenTables(node: RootOperationNode): string[] {
  const names =
    node.kind === 'InsertQueryNode'
      ? [tableName(node.into)]
      : node.kind === 'UpdateQueryNode'
        ? [tableName(node.table)]
        : node.kind === 'DeleteQueryNode'
          ? node.from.froms.map(tableName)
          : []
  return names.filter((name): name is string => name !== undefined)
}

/** How often the tables' versions are read: other processes' writes show within this. */
export const VERSIONS_READ_MS = 1000

/** The tables' versions (table_versions, raised by triggers with every write). */
export type ReadVersions = () => Promise<{ name: string; version: number }[]>

/**
 * Remembers when each table was last written: at once for every insert, update and delete
 * this process makes through Kysely, and within a second for other processes' (another server,
 * the console on another machine, a script), whose writes raise the table's version in the
 * database (migration 27). Answers kept in memory (services/answer-cache.ts) are thrown away
 * when a table they were read from is written.
 */
export class WriteTracker implements KyselyPlugin {
  private readonly pending = new WeakMap<QueryId, string[]>()
  private readonly lastWrite = new Map<string, number>()
  private readonly versions = new Map<string, number>()
  private readVersions?: ReadVersions
  private versionsReadAt = -Infinity
  private reading?: Promise<void>

  constructor(private readonly now: () => number = Date.now) {}

  /** Reads the database's table versions from now on (connect() sets it). */
  watch(readVersions: ReadVersions): void {
    this.readVersions = readVersions
  }

  /**
   * Takes in other processes' writes: reads the versions when the last reading is older than
   * VERSIONS_READ_MS, and counts a table whose version moved as written now. A failed reading
   * (the table not there yet, the database away) changes nothing. Nothing to wait for (no
   * reading due) is undefined, so that callers stay synchronous then.
   */
  sync(): Promise<void> | undefined {
    const read = this.readVersions
    if (!read || this.now() - this.versionsReadAt < VERSIONS_READ_MS) return undefined
    this.reading ??= (async () => {
      try {
        const rows = await read()
        this.versionsReadAt = this.now()
        const moved: string[] = []
        for (const { name, version } of rows) {
          const known = this.versions.get(name)
          if (known !== undefined && known !== Number(version)) moved.push(name)
          this.versions.set(name, Number(version))
        }
        if (moved.length > 0) this.markWritten(moved)
      } catch {
        this.versionsReadAt = this.now()
      } finally {
        this.reading = undefined
      }
    })()
    return this.reading
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node)
    if (tables.length > 0) this.pending.set(queryId, tables)
    return node
  }

  async transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(queryId)
    if (tables) this.markWritten(tables)
    return result
  }

  /** Records a write made outside Kysely's builders (none today; tests use it). */
  markWritten(tables: readonly string[]): void {
    const at = this.now()
    for (const table of tables) this.lastWrite.set(table, at)
  }

  /** When any of these tables was last written; 0 when none was since the server started. */
  lastWriteTo(tables: readonly string[]): number {
    let latest = 0
    for (const table of tables) latest = Math.max(latest, this.lastWrite.get(table) ?? 0)
    return latest
  }
}
