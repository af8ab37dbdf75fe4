// What a call costs the database, counted below Kysely: statements, writes, and transactions the way
// PostgreSQL counts commits (a statement outside an explicit transaction commits on its own). Counts are
// deterministic, unlike timings, so tests can hold the hot paths to a budget (issue 11).
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

export interface StatementCounts {
  /** Every statement sent, inside transactions or not (BEGIN/COMMIT not counted). */
  statements: number;
  /** Committed transactions: explicit ones plus statements that ran on their own. */
  transactions: number;
  /** INSERT, UPDATE and DELETE statements (a SELECT … FOR UPDATE only locks). */
  writes: number;
  /** The statements' SQL, for a failing assertion's message. */
  sql: string[];
}

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);

function isWrite(query: CompiledQuery): boolean {
  if (WRITE_NODES.has(query.query.kind)) return true;
  return query.query.kind === 'RawNode' && /\b(insert|update|delete)\b/i.test(query.sql.replace(/for update/gi, ''));
}

export class StatementCounter {
  #counts: StatementCounts = { statements: 0, transactions: 0, writes: 0, sql: [] };

  /** The counts of what `run` sent to the database (nothing else may use the database meanwhile). */
  async measure<T>(run: () => Promise<T>): Promise<{ result: T; counts: StatementCounts }> {
    this.#counts = { statements: 0, transactions: 0, writes: 0, sql: [] };
    const result = await run();
    return { result, counts: this.#counts };
  }

  /** A dialect that counts through this counter: pass it as `wrapDialect` when opening the database. */
  readonly wrap = (dialect: Dialect): Dialect => ({
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new CountingDriver(dialect.createDriver(), this),
  });

  noteStatement(query: CompiledQuery, inTransaction: boolean): void {
    this.#counts.statements += 1;
    if (!inTransaction) this.#counts.transactions += 1;
    if (isWrite(query)) this.#counts.writes += 1;
    this.#counts.sql.push(query.sql.replace(/\s+/g, ' ').slice(0, 160));
  }

  noteCommit(): void {
    this.#counts.transactions += 1;
  }
}

class CountingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly counter: StatementCounter,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.counter.noteStatement(query, this.inTransaction);
    return this.inner.executeQuery(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.counter.noteStatement(query, this.inTransaction);
    return this.inner.streamQuery(query, chunkSize);
  }
}

function innerOf(connection: DatabaseConnection): CountingConnection {
  if (!(connection instanceof CountingConnection)) throw new Error('a connection the counting driver did not give');
  return connection;
}

class CountingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly counter: StatementCounter,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new CountingConnection(await this.inner.acquireConnection(), this.counter);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const counting = innerOf(connection);
    await this.inner.beginTransaction(counting.inner, settings);
    counting.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const counting = innerOf(connection);
    await this.inner.commitTransaction(counting.inner);
    counting.inTransaction = false;
    this.counter.noteCommit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const counting = innerOf(connection);
    await this.inner.rollbackTransaction(counting.inner);
    counting.inTransaction = false;
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(innerOf(connection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint?.(innerOf(connection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.(innerOf(connection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
