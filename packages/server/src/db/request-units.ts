import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  Kysely,
  type KyselyPlugin,
  type MigrationLockOptions,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A request's unit of work (ADR 0012): every statement the request runs after its first write, and the
 * audit row written last, share one transaction that commits or rolls back when the request ends. Code
 * inside the request keeps using the app's one Kysely (`deps.db`): the driver below finds the unit of the
 * running request through AsyncLocalStorage.
 *
 * - Until the request first writes, its reads run as before, each on a connection of its own, so a
 *   request that reads a while first (a signed upload streaming its body, a password check) holds no
 *   connection — and on PGlite, which has one, blocks nobody meanwhile.
 * - The first write, or the first `db.transaction()`, begins the unit's transaction: that transaction
 *   becomes the unit's, its commit waits for the request's end, its rollback rolls the unit back (to
 *   nothing, as before). A transaction opened after that is a savepoint inside the unit.
 * - `commit()` runs a last piece of work (the audit row) inside the unit and commits; `rollback()` undoes
 *   everything. Both release the connection.
 */
export class RequestUnit {
  /** The driver whose connection the unit holds; the first one the request uses (tests open several). */
  driver: UnitAwareDriver | undefined;
  private opening: Promise<DatabaseConnection> | undefined;
  private savepoints = 0;
  private done = false;

  /** Whether the request is over: its statements run on their own connections again. */
  get finished(): boolean {
    return this.done;
  }

  /** Whether the unit's transaction has begun (the request wrote, or opened a transaction). */
  get began(): boolean {
    return this.opening !== undefined;
  }

  /** Runs `last` in the unit (after everything the request did), then commits; nothing to commit, it runs alone. */
  async commit(last?: () => Promise<unknown>): Promise<void> {
    if (this.done) throw new Error('The request unit has already ended');
    if (!this.opening) {
      // Nothing was written: the last piece runs alone, as one statement needs no transaction.
      this.done = true;
      await last?.();
      return;
    }
    try {
      if (last) await units.run(this, last);
      const connection = await this.opening;
      await this.driver!.inner.commitTransaction(connection);
      await this.close(connection);
    } catch (error) {
      await this.undo();
      throw error;
    } finally {
      this.done = true;
    }
  }

  /** Undoes whatever the request wrote. Safe to call more than once. */
  async rollback(): Promise<void> {
    this.done = true;
    await this.undo();
  }

  /** The unit's connection inside its transaction, begun now when it has not yet been. */
  connection(settings: TransactionSettings = {}): Promise<DatabaseConnection> {
    this.opening ??= this.begin(settings);
    return this.opening;
  }

  /** A fresh savepoint name of the unit. */
  nextSavepoint(): string {
    this.savepoints += 1;
    return `request_unit_${this.savepoints}`;
  }

  /** Rolls the unit's transaction back (to no transaction); later writes begin a new one. */
  async undo(): Promise<void> {
    const opening = this.opening;
    if (!opening) return;
    this.opening = undefined;
    const connection = await opening.catch(() => undefined);
    if (!connection) return;
    try {
      await this.driver!.inner.rollbackTransaction(connection);
    } finally {
      await this.close(connection);
    }
  }

  private async begin(settings: TransactionSettings): Promise<DatabaseConnection> {
    const driver = this.driver!;
    const connection = await driver.acquirePlain();
    try {
      await driver.inner.beginTransaction(connection, settings);
    } catch (error) {
      this.opening = undefined;
      await driver.releasePlain(connection);
      throw error;
    }
    return connection;
  }

  private async close(connection: DatabaseConnection): Promise<void> {
    this.opening = undefined;
    await this.driver!.releasePlain(connection);
  }
}

const units = new AsyncLocalStorage<RequestUnit>();

/** Runs a request's work inside its unit: every query of `work` (and what it starts) belongs to the unit. */
export function runInRequestUnit<T>(unit: RequestUnit, work: () => T): T {
  return units.run(unit, work);
}

/**
 * Runs work that must outlive the request (a process-wide key generated on first use) outside its unit,
 * on connections of its own. Only before the request writes: on a single-connection database the unit
 * then holds the connection, and the work would wait for it forever — so that is refused.
 */
export function outsideRequestUnit<T>(work: () => T): T {
  const unit = units.getStore();
  if (unit?.began && !unit.finished && unit.driver?.singleConnection) {
    throw new Error('Work outside the request unit cannot run once the request has written');
  }
  return units.exit(work);
}

/**
 * Runs work that belongs to no request — a database notification's listener — outside any unit, even
 * when a request's statement set it off.
 */
export function outsideEveryRequest<T>(work: () => T): T {
  return units.exit(work);
}

/** A first-in-first-out lock over the one connection of a single-connection database (PGlite). */
class ConnectionLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** Statements that only read, and may run outside the unit while it has not begun. */
function onlyReads(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; with?: unknown; endModifiers?: readonly unknown[] };
  // A CTE may write; `for update` / `for share` are end modifiers and belong in the transaction.
  return node.kind === 'SelectQueryNode' && node.with === undefined && !node.endModifiers?.length;
}

const ADOPTED = Symbol('the unit transaction itself');
type Frame = typeof ADOPTED | string;

/**
 * What Kysely gets instead of a connection inside a request: each `acquireConnection` (a query, a
 * `db.transaction()`) gets one, all sharing the request's unit. A transaction opened on it is the unit's
 * own transaction (when the unit had not begun) or a savepoint inside it.
 */
class UnitConnection implements DatabaseConnection {
  private frame: Frame | undefined;

  constructor(
    private readonly driver: UnitAwareDriver,
    private readonly unit: RequestUnit,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.unit.began && onlyReads(query)) {
      const connection = await this.driver.acquirePlain();
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        await this.driver.releasePlain(connection);
      }
    }
    return (await this.unit.connection()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.unit.connection()).streamQuery<R>(query, chunkSize);
  }

  /** The unit's connection, for the driver's savepoint calls of a controlled transaction. */
  held(): Promise<DatabaseConnection> {
    return this.unit.connection();
  }

  async begin(settings: TransactionSettings): Promise<void> {
    if (!this.unit.began) {
      await this.unit.connection(settings);
      this.frame = ADOPTED;
      return;
    }
    const name = this.unit.nextSavepoint();
    await this.raw(`savepoint ${name}`);
    this.frame = name;
  }

  async commit(): Promise<void> {
    const frame = this.frame;
    this.frame = undefined;
    // The unit's own transaction commits when the request ends, with its audit row.
    if (frame === ADOPTED || frame === undefined) return;
    await this.raw(`release savepoint ${frame}`);
  }

  async rollback(): Promise<void> {
    const frame = this.frame;
    this.frame = undefined;
    if (frame === ADOPTED) return this.unit.undo();
    if (frame === undefined) return;
    await this.raw(`rollback to savepoint ${frame}`);
    await this.raw(`release savepoint ${frame}`);
  }

  private async raw(text: string): Promise<void> {
    await (await this.unit.connection()).executeQuery(CompiledQuery.raw(text));
  }
}

/**
 * The driver under every Kysely of the server: outside a request unit it is the dialect's own driver;
 * inside one it hands out UnitConnections. It also takes over the one-connection lock of PGlite (Kysely's
 * own lock is per query, and would let another request's queries into a unit's open transaction).
 */
export class UnitAwareDriver implements Driver {
  private readonly lock: ConnectionLock | undefined;

  constructor(
    readonly inner: Driver,
    readonly singleConnection: boolean,
  ) {
    this.lock = singleConnection ? new ConnectionLock() : undefined;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const unit = this.unitOfRequest();
    return unit ? new UnitConnection(this, unit) : this.acquirePlain();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof UnitConnection) return;
    await this.releasePlain(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return connection instanceof UnitConnection
      ? connection.begin(settings)
      : this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return connection instanceof UnitConnection
      ? connection.commit()
      : this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return connection instanceof UnitConnection
      ? connection.rollback()
      : this.inner.rollbackTransaction(connection);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint!(await this.target(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint!(await this.target(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint!(await this.target(connection), name, compile);
  }

  /** A connection of its own (the lock first, on a single-connection database). */
  async acquirePlain(): Promise<DatabaseConnection> {
    await this.lock?.acquire();
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.lock?.release();
      throw error;
    }
  }

  async releasePlain(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.lock?.release();
    }
  }

  private target(connection: DatabaseConnection): Promise<DatabaseConnection> | DatabaseConnection {
    return connection instanceof UnitConnection ? connection.held() : connection;
  }

  private unitOfRequest(): RequestUnit | undefined {
    const unit = units.getStore();
    if (!unit || unit.finished) return undefined;
    unit.driver ??= this;
    return unit.driver === this ? unit : undefined;
  }
}

/**
 * The dialect's adapter, but claiming several connections: the UnitAwareDriver keeps PGlite's one
 * connection to one user at a time itself.
 */
class UnitAwareAdapter implements DialectAdapter {
  readonly supportsMultipleConnections = true;

  constructor(private readonly inner: DialectAdapter) {}

  get supportsCreateIfNotExists(): boolean | undefined {
    return this.inner.supportsCreateIfNotExists;
  }
  get supportsTransactionalDdl(): boolean | undefined {
    return this.inner.supportsTransactionalDdl;
  }
  get supportsReturning(): boolean | undefined {
    return this.inner.supportsReturning;
  }
  get supportsOutput(): boolean | undefined {
    return this.inner.supportsOutput;
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's adapter contract takes any database
  acquireMigrationLock(db: Kysely<any>, options: MigrationLockOptions): Promise<void> {
    return this.inner.acquireMigrationLock(db, options);
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's adapter contract takes any database
  releaseMigrationLock(db: Kysely<any>, options: MigrationLockOptions): Promise<void> {
    return this.inner.releaseMigrationLock(db, options);
  }
}

/** A dialect whose queries join the running request's unit (see RequestUnit). */
function unitAwareDialect(inner: Dialect): Dialect {
  const adapter = inner.createAdapter();
  return {
    createAdapter: () => new UnitAwareAdapter(adapter),
    createDriver: () =>
      new UnitAwareDriver(inner.createDriver(), adapter.supportsMultipleConnections === false),
    createQueryCompiler: (): QueryCompiler => inner.createQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's dialect contract takes any database
    createIntrospector: (db: Kysely<any>): DatabaseIntrospector => inner.createIntrospector(db),
  };
}

const unitAware = new WeakSet<Kysely<unknown>>();

/** A Kysely over the dialect whose queries join the running request's unit. */
export function unitAwareKysely<DB>(dialect: Dialect, plugins: KyselyPlugin[]): Kysely<DB> {
  const db = new Kysely<DB>({ dialect: unitAwareDialect(dialect), plugins });
  unitAware.add(db as Kysely<unknown>);
  return db;
}

/** Whether a Kysely was built by unitAwareKysely (the audit trail needs one, ADR 0012). */
export function joinsRequestUnits(db: Kysely<unknown>): boolean {
  return unitAware.has(db);
}
