// npm run watch:issue -- <期号>: (re)matches one published gazette issue against the watches.
import { parseArgs } from 'node:util';
import { runWatchJob } from '../monitoring/engine/watch-job';
import { openCliDatabase, runCli, runElsewhere, UsageError } from './cli-db';
import { progressBar } from './progress';
import { watchSummaryLine } from './watch-summary';

const USAGE = '用法: npm run watch:issue -- <期号> [--batch-marks 每批商标数]';

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'batch-marks': { type: 'string' } },
  });
  const issue = Number(positionals[0]);
  const batchMarks = values['batch-marks'] ? Number(values['batch-marks']) : undefined;
  if (!Number.isInteger(issue) || issue < 1) throw new UsageError(USAGE);
  if (batchMarks !== undefined && !(Number.isInteger(batchMarks) && batchMarks > 0)) {
    throw new UsageError(USAGE);
  }
  const db = await openCliDatabase();
  try {
    const { rows } = await db.query(
      'SELECT 1 FROM gazette_issues WHERE issue_no = $1 AND published_at IS NOT NULL',
      [issue],
    );
    if (rows.length === 0) throw new UsageError(`第 ${issue} 期尚未发布`);
    const started = Date.now();
    const bar = progressBar(`监测第 ${issue} 期`, '项');
    const job = await runWatchJob(db, issue, {
      batchMarks,
      onProgress: (done, total) => bar.update(done, total),
    });
    bar.finish();
    if (runElsewhere(job)) return;
    console.log(watchSummaryLine(issue, job.summary, (Date.now() - started) / 1000));
  } finally {
    await db.close();
  }
});
