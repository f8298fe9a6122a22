import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types';

/** `memory://` keeps everything in RAM (tests); any other value is a folder on disk. */
export const PGLITE_MEMORY = 'memory://';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await target.query<T>(sql, params);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM): no server to install, same SQL as production. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== PGLITE_MEMORY) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const self = wrap(pg);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    // PGlite has a single connection; its transaction() holds a lock so other queries wait.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
