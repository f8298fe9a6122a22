import path from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** `<repo>/.data/pglite`: beside the other local data, ignored by git. */
export const DEFAULT_PGLITE_DIR = path.resolve(__dirname, '../../../.data/pglite');

export interface OpenDbOptions {
  /** When set, a PostgreSQL server is used; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite folder, or `memory://`. */
  pgliteDir?: string;
  onError?: (err: Error) => void;
}

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres({
      connectionString: options.databaseUrl,
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }
  return openPglite(options.pgliteDir ?? DEFAULT_PGLITE_DIR);
}
