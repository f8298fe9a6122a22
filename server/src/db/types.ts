/**
 * The one database interface the server uses. Two implementations (PGlite and a `pg` pool)
 * run the same SQL, so repositories never know which PostgreSQL they talk to.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows returned or changed (INSERT/UPDATE/DELETE without RETURNING report changes). */
  rowCount: number;
}

export interface Queryable {
  /** One statement with `$1…` parameters. Values are never spliced into the SQL text. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters: only for trusted SQL such as migration files. */
  exec(sql: string): Promise<void>;
  /**
   * Bulk load: `COPY table (columns) FROM STDIN` with rows in PostgreSQL's text format
   * (register/copy-text.ts). Table and column names must be code constants.
   */
  copyRows(table: string, columns: readonly string[], rows: string): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs `fn` in BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** COPY cannot take its table and columns as parameters, so only plain names get through. */
export function copyStatement(table: string, columns: readonly string[], source: string): string {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  }
  return `COPY ${table} (${columns.join(', ')}) FROM ${source}`;
}
