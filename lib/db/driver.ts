/**
 * The small dialect layer under the scheduling store: SQL is written once, with `?` placeholders,
 * and each driver runs it on its database. What differs between SQLite and PostgreSQL (locking,
 * error codes) is named here rather than spread through the queries.
 */
export type SqlValue = string | number | null;
export type Row = Record<string, unknown>;

export interface Queryable {
  all(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  get(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export interface Transaction extends Queryable {
  /**
   * Serializes this transaction with every other one that takes the same key, across processes:
   * PostgreSQL takes a transaction-scoped advisory lock; SQLite's IMMEDIATE transactions already
   * hold the database's single write lock, so there it is a no-op.
   */
  lock(key: string): Promise<void>;
  /** Runs several statements without parameters (schema migrations). */
  script(sql: string): Promise<void>;
}

export interface Driver extends Queryable {
  readonly dialect: "sqlite" | "postgres";
  /**
   * ` FOR UPDATE SKIP LOCKED` on PostgreSQL, so instances claiming work pass over rows another
   * instance is claiming instead of waiting; empty on SQLite, whose write transaction is exclusive.
   */
  readonly skipLocked: string;
  /** One transaction: commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * ` FOR UPDATE` on PostgreSQL, so a row read inside a transaction stays as read until it ends; empty
 * on SQLite, whose write transaction is exclusive.
 */
export const forUpdate = (driver: Driver): string => (driver.dialect === "postgres" ? " FOR UPDATE" : "");

/** Why a statement was refused, in dialect-neutral terms. */
export function constraintViolation(error: unknown): "unique" | "overlap" | null {
  const e = error as { code?: unknown };
  if (e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE") return "unique";
  if (e?.code === "23P01") return "overlap";
  return null;
}
