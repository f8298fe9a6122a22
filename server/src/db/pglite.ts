import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockPgliteDir } from './pglite-lock';
import { copyStatement, type Db, type Queryable, type QueryResult } from './types';

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
    async copyRows(table, columns, rows): Promise<void> {
      // PGlite reads COPY input from a Blob it exposes as the virtual file /dev/blob.
      await target.query(copyStatement(table, columns, "'/dev/blob'"), [], {
        blob: new Blob([rows]),
      });
    },
  };
}

/** Embedded PostgreSQL (WASM): no server to install, same SQL as production. */
export async function openPglite(dataDir: string): Promise<Db> {
  let unlock = () => {};
  if (dataDir !== PGLITE_MEMORY) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockPgliteDir(dataDir);
  }
  const pg = await PGlite.create(dataDir);
  const self = wrap(pg);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    copyRows: self.copyRows,
    // PGlite has a single connection; its transaction() holds a lock so other queries wait.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      await pg.close();
      unlock();
    },
  };
}
