import { progressBar } from '../../src/cli/progress';
import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db/types';
import { loadReferenceData } from '../../src/reference';
import { runCorpusJob } from '../../src/register/run-corpus';
import { SEARCH_KEYS_VERSION } from '../../src/search/backfill-keys';

/** The schema the benchmark keeps between runs, so the corpus is built once. */
export const BENCH_SCHEMA = 'bench_search';
const MARKER = 'bench_corpus';
/** A fixed as-of date: the same seed and size give the same corpus on every run. */
const AS_OF = '2026-11-01';

const markerOf = (marks: number, seed: number) =>
  `${marks}:${seed}:${AS_OF}:${SEARCH_KEYS_VERSION}`;

/**
 * A PostgreSQL schema holding a generated corpus of `marks` marks: reused when an earlier
 * run built the same one, otherwise dropped and built again (with a progress bar). `schema`
 * lets a trial run on a small corpus keep clear of the 1M one.
 */
export async function corpusDatabase(
  url: string,
  marks: number,
  seed: number,
  schema: string = BENCH_SCHEMA,
): Promise<Db> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const admin = openPostgres({ connectionString: url, max: 1 });
  const wanted = markerOf(marks, seed);
  try {
    const built = await admin
      .query<{ value: string }>(`SELECT value FROM ${schema}.search_state WHERE key = $1`, [MARKER])
      .then((result) => result.rows[0]?.value)
      .catch(() => undefined);
    if (built === wanted) {
      console.log(`复用已建语料库（${schema}，${marks.toLocaleString()} 件商标）`);
      const db = openPostgres({ connectionString: url, searchPath: schema, max: 8 });
      await migrate(db); // migrations added since the corpus was built
      return db;
    }
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  } finally {
    await admin.close();
  }
  const db = openPostgres({ connectionString: url, searchPath: schema, max: 8 });
  await migrate(db);
  await loadReferenceData(db);
  const bar = progressBar('生成并导入语料库');
  await runCorpusJob(
    db,
    { marks, seed, asOf: AS_OF },
    { onProgress: (done, total) => bar.update(done, total) },
  );
  bar.finish();
  await db.query(
    `INSERT INTO search_state (key, value) VALUES ('keys_version', $1), ($2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [SEARCH_KEYS_VERSION, MARKER, wanted],
  );
  return db;
}
