import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Pool, type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyStatement, type Db, type Queryable, type QueryResult } from './types';

export interface PostgresOptions {
  connectionString: string;
  /** Sets `search_path` on every connection: tests use a throw-away schema per file. */
  searchPath?: string;
  max?: number;
  onError?: (err: Error) => void;
}

async function copyRowsWith(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: string,
): Promise<void> {
  const sink = client.query(copyFrom(copyStatement(table, columns, 'STDIN')));
  await pipeline(Readable.from([rows]), sink);
}

function wrap(target: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query(sql, params);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
    async copyRows(table, columns, rows): Promise<void> {
      if (!(target instanceof Pool)) return copyRowsWith(target, table, columns, rows);
      const client = await target.connect();
      try {
        await copyRowsWith(client, table, columns, rows);
      } finally {
        client.release();
      }
    },
  };
}

/** A PostgreSQL server through a `pg` connection pool. */
export function openPostgres(options: PostgresOptions): Db {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => options.onError?.(err));
  const self = wrap(pool);
  return {
    kind: 'postgres',
    query: self.query,
    exec: self.exec,
    copyRows: self.copyRows,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
