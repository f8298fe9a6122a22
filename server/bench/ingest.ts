// npm run bench:ingest [-- --marks N]: records per second loading generated marks into
// PGlite and PostgreSQL through the import path, beside a row-by-row INSERT baseline.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { progressBar } from '../src/cli/progress';
import { generateCorpus } from '../src/corpus';
import { migrate } from '../src/db/migrate';
import { openPglite, PGLITE_MEMORY } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { loadReferenceData } from '../src/reference';
import { loadJobBatches } from '../src/register/job-batches';
import { openJob } from '../src/register/jobs';
import type { LoadableRecord } from '../src/register/record';
import { corpusInputs } from '../src/register/run-corpus';
import { runFileImport } from '../src/register/run-import';
import { naiveInsert } from './naive-insert';
import { writeImportFile } from './write-import-file';

const GOAL_POSTGRES = 20_000;
const BATCH = 5_000;
const { values } = parseArgs({
  options: {
    marks: { type: 'string', default: '100000' },
    baseline: { type: 'string', default: '5000' },
  },
});
const marks = Number(values.marks);
const baselineMarks = Math.min(marks, Number(values.baseline));
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Figure {
  target: string;
  records: number;
  seconds: number;
}

async function prepared(db: Db): Promise<Db> {
  await migrate(db);
  await loadReferenceData(db);
  return db;
}

/** A throw-away schema on the PostgreSQL server, dropped after its run. */
async function withPostgres<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const schema = `bench_ingest_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres({ connectionString: url, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema, max: 2 });
  try {
    return await run(await prepared(db));
  } finally {
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/** The loading half of an import (records already parsed), as the corpus build runs it. */
async function timeBatches(target: string, db: Db, batches: LoadableRecord[][]): Promise<Figure> {
  const bar = progressBar(target);
  const job = await openJob(db, 'corpus', `bench:${target}`, {}, marks);
  const started = process.hrtime.bigint();
  await loadJobBatches(db, job, batches, { onProgress: (done) => bar.update(done, marks) });
  bar.finish();
  return { target, records: marks, seconds: seconds(started) };
}

/** All of `npm run import`: read, check every line, hash the file, then load. */
async function timeFileImport(target: string, db: Db, file: string): Promise<Figure> {
  const bar = progressBar(target);
  const started = process.hrtime.bigint();
  await runFileImport(db, file, { onProgress: (done, total) => bar.update(done, total) });
  bar.finish();
  return { target, records: marks, seconds: seconds(started) };
}

async function timeBaseline(db: Db, records: LoadableRecord[]): Promise<Figure> {
  const target = 'PostgreSQL 逐行 INSERT（基线）';
  const bar = progressBar(target);
  const started = process.hrtime.bigint();
  await db.transaction(async (tx) => {
    for (let i = 0; i < records.length; i++) {
      await naiveInsert(tx, records[i]!);
      if (i % 500 === 499) bar.update(i + 1, records.length);
    }
  });
  bar.update(records.length, records.length);
  bar.finish();
  return { target, records: records.length, seconds: seconds(started) };
}

async function main(): Promise<void> {
  const options = { marks, seed: 7, asOf: '2026-11-20' };
  console.log(`生成 ${marks} 件商标（不计入用时）…`);
  const { goods, areas } = await corpusInputs();
  const batches = [...generateCorpus(options, goods, areas).batches(BATCH)];

  const file = await writeImportFile(batches);

  const figures: Figure[] = [];
  // PostgreSQL first: PGlite's WASM heap, once used, lingers in this process.
  const postgres = await withPostgres((db) => timeBatches('PostgreSQL 批量载入', db, batches));
  figures.push(postgres);
  figures.push(await withPostgres((db) => timeFileImport('PostgreSQL npm run import', db, file)));
  const pglite = await prepared(await openPglite(PGLITE_MEMORY));
  figures.push(await timeBatches('PGlite 批量载入', pglite, batches));
  await pglite.close();
  const baselineRecords = batches.flat().slice(0, baselineMarks);
  const baseline = await withPostgres((db) => timeBaseline(db, baselineRecords));
  figures.push(baseline);

  const rate = (f: Figure) => f.records / f.seconds;
  console.log('\n目标                               条数      秒      条/秒   对比基线');
  for (const f of figures) {
    console.log(
      `${f.target.padEnd(30)} ${String(f.records).padStart(8)} ${f.seconds.toFixed(2).padStart(7)} ` +
        `${Math.round(rate(f)).toString().padStart(9)}   ×${(rate(f) / rate(baseline)).toFixed(1)}`,
    );
  }
  for (const f of figures.slice(0, 2)) {
    const verdict = rate(f) >= GOAL_POSTGRES ? '达到' : '未达到';
    console.log(
      `${f.target}：目标 ≥ ${GOAL_POSTGRES} 条/秒，${verdict}（${Math.round(rate(f))} 条/秒）`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
