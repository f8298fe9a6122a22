// npm run bench:watch [-- --watches 10000 --marks 150000 --register 1000000 --baseline 40]:
// one gazette issue of `marks` marks of the generated register matched against `watches`
// watches by the watch job on PostgreSQL, beside the naive way (every watch searched with
// mode 4 or 5 one after another; a sample timed and extrapolated). The register is
// bench:search's corpus (schema bench_search, built once); its marks are put back after.
import { parseArgs } from 'node:util';
import { progressBar } from '../src/cli/progress';
import { runWatchJob } from '../src/monitoring/engine/watch-job';
import { ensureImageIndex } from './image-search';
import { corpusDatabase } from './search/corpus-db';
import { naiveSeconds } from './watch/baseline';
import { BENCH_ISSUE, makeBenchIssue, restoreRegister } from './watch/bench-issue';
import { createBenchWatches, dropBenchWatches } from './watch/bench-watches';

const { values } = parseArgs({
  options: {
    watches: { type: 'string', default: '10000' },
    marks: { type: 'string', default: '150000' },
    register: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    baseline: { type: 'string', default: '40' },
    keep: { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Issue 12's goal on this 2-core machine: 150,000 marks × 10,000 watches. */
const GOAL_SECONDS = 180;

async function main() {
  const db = await corpusDatabase(url, Number(values.register), Number(values.seed));
  const indexing = progressBar('图形描述与索引', '个');
  await ensureImageIndex(db, (done, total) => indexing.update(done, total));
  indexing.finish();
  try {
    await makeBenchIssue(db, Number(values.marks));
    const mix = await createBenchWatches(db, Number(values.watches));
    const watches = mix.text + mix.image;
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM trademarks WHERE first_issue = $1',
      [BENCH_ISSUE],
    );
    const marks = rows[0]!.n;
    console.log(
      `第 ${BENCH_ISSUE} 期：${marks} 件商标；监测标 ${watches} 件（文字 ${mix.text}，图形 ${mix.image}）`,
    );

    const bar = progressBar('监测任务', '项');
    const started = performance.now();
    let textSeconds = 0;
    const job = await runWatchJob(db, BENCH_ISSUE, {
      onProgress: (done, total) => {
        bar.update(done, total);
        // text batches come first: the job's items are the marks, then the image watches
        if (done >= marks && !textSeconds) textSeconds = (performance.now() - started) / 1000;
      },
    });
    bar.finish();
    const seconds = (performance.now() - started) / 1000;
    // a watch job's summary counts matches, watches and reminders (watch-job.ts)
    const summary = job.summary as Record<string, number | undefined>;
    const matches = summary.matches ?? 0;

    const naive = await naiveSeconds(db, Number(values.baseline), mix);
    const pairs = marks * watches;
    console.log(
      `\n监测任务：用时 ${seconds.toFixed(1)} 秒（目标 ≤ ${GOAL_SECONDS} 秒：${seconds <= GOAL_SECONDS ? '达标' : '未达'}），` +
        `${Math.round(pairs / seconds).toLocaleString()} 商标×监测标/秒，近似 ${matches} 条，提醒 ${summary.reminders ?? 0} 位会员` +
        `（文字监测标 ${textSeconds.toFixed(1)} 秒，图形监测标 ${(seconds - textSeconds).toFixed(1)} 秒）`,
    );
    console.log(
      `逐个检索基线（模式 4/5 每个监测标检索一次，抽样 ${naive.sampled} 个计时后按 ${watches} 个外推）：` +
        `约 ${naive.seconds.toFixed(0)} 秒（文字 ${naive.text.toFixed(0)}，图形 ${naive.image.toFixed(0)}），${Math.round(pairs / naive.seconds).toLocaleString()} 商标×监测标/秒`,
    );
  } finally {
    if (!values.keep) {
      await dropBenchWatches(db);
      await restoreRegister(db);
    }
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
