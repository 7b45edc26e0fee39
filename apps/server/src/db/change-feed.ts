import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  TableNode,
  type TransactionSettings,
} from 'kysely';

type Listener = (tables: ReadonlySet<string>) => void;

/**
 * Announces the tables each committed write touched: right after an autocommitted statement, or when the
 * transaction holding it commits (nothing when it rolls back). Caches subscribe to the tables they are built
 * from instead of being cleared by hand after each write.
 */
export class ChangeFeed {
  private readonly listeners: { tables: ReadonlySet<string> | null; fn: Listener }[] = [];

  /** Calls `fn` after commits touching any of `tables` (every commit for `'*'`); answers the unsubscriber. */
  on(tables: readonly string[] | '*', fn: Listener): () => void {
    const entry = { tables: tables === '*' ? null : new Set(tables), fn };
    this.listeners.push(entry);
    return () => {
      const i = this.listeners.indexOf(entry);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  emit(tables: ReadonlySet<string>): void {
    if (!tables.size) return;
    for (const { tables: wanted, fn } of this.listeners) {
      if (!wanted || [...tables].some((t) => wanted.has(t))) fn(tables);
    }
  }
}

const RAW_WRITE = /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+["`]?([A-Za-z_][\w]*)/i;

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
};

/** The table a statement writes, if it writes one. */
export function writtenTable(query: CompiledQuery): string | undefined {
  const node = query.query as OperationNode & Record<string, unknown>;
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableName(node.into as OperationNode);
    case 'UpdateQueryNode':
      return tableName(node.table as OperationNode);
    case 'DeleteQueryNode':
      return tableName((node.from as { froms: OperationNode[] }).froms[0]);
    case 'RawNode':
      return RAW_WRITE.exec(query.sql)?.[1];
    default:
      return undefined;
  }
}

/** Wraps a dialect so that every write through it reaches `feed` once committed. */
export function withChangeFeed(dialect: Dialect, feed: ChangeFeed): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => feedingDriver(dialect.createDriver(), feed),
  };
}

function feedingDriver(driver: Driver, feed: ChangeFeed): Driver {
  // Tables written in each connection's open transaction.
  const pending = new WeakMap<DatabaseConnection, Set<string>>();
  const outerOf = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const innerOf = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (conn: DatabaseConnection): DatabaseConnection => {
    const known = outerOf.get(conn);
    if (known) return known;
    const out: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await conn.executeQuery<R>(query);
        const table = writtenTable(query);
        if (table) {
          const open = pending.get(out);
          if (open) open.add(table);
          else feed.emit(new Set([table]));
        }
        return result;
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => conn.streamQuery<R>(query, chunkSize),
    };
    outerOf.set(conn, out);
    innerOf.set(out, conn);
    return out;
  };
  const inner = (conn: DatabaseConnection) => innerOf.get(conn) ?? conn;
  return {
    init: () => driver.init(),
    destroy: () => driver.destroy(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    releaseConnection: (conn) => driver.releaseConnection(inner(conn)),
    async beginTransaction(conn, settings: TransactionSettings) {
      await driver.beginTransaction(inner(conn), settings);
      pending.set(conn, new Set());
    },
    async commitTransaction(conn) {
      await driver.commitTransaction(inner(conn));
      const tables = pending.get(conn);
      pending.delete(conn);
      if (tables) feed.emit(tables);
    },
    async rollbackTransaction(conn) {
      pending.delete(conn);
      await driver.rollbackTransaction(inner(conn));
    },
    savepoint:
      driver.savepoint && ((conn, name, compile) => driver.savepoint?.(inner(conn), name, compile) as Promise<void>),
    rollbackToSavepoint:
      driver.rollbackToSavepoint &&
      ((conn, name, compile) => driver.rollbackToSavepoint?.(inner(conn), name, compile) as Promise<void>),
    releaseSavepoint:
      driver.releaseSavepoint &&
      ((conn, name, compile) => driver.releaseSavepoint?.(inner(conn), name, compile) as Promise<void>),
  };
}
