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

/**
 * Remembers when each table was last written, seeing every insert, update and delete the
 * server makes through Kysely (the server owns every write). Answers kept in memory
 * (services/answer-cache.ts) are thrown away when a table they were read from is written.
 */
export class WriteTracker implements KyselyPlugin {
  private readonly pending = new WeakMap<QueryId, string[]>()
  private readonly lastWrite = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

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
