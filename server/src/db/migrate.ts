import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/** Files named `NNN_name.sql`; the number orders them and is the recorded version. */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;

/**
 * Arbitrary constant for pg_advisory_xact_lock: two servers starting together against one
 * PostgreSQL take turns instead of applying the same migration twice.
 */
const MIGRATION_LOCK = 7_270_001;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => MIGRATION_FILE.test(n)).sort();
  const files = names.map((name) => ({
    version: MIGRATION_FILE.exec(name)![1]!,
    name,
    file: path.join(dir, name),
  }));
  const seen = new Set<string>();
  for (const m of files) {
    if (seen.has(m.version)) throw new Error(`two migrations share number ${m.version}`);
    seen.add(m.version);
  }
  return files;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own
 * transaction together with its record, so a failed file leaves no half-applied schema.
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const m of await listMigrations(dir)) {
    const sql = await readFile(m.file, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const found = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        m.version,
      ]);
      if (found.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      return true;
    });
    if (done) applied.push(m.name);
  }
  return applied;
}
