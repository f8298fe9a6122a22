// npm run import:issue -- <file.jsonl> --issue N --date YYYY-MM-DD: one gazette issue.
import { parseArgs } from 'node:util';
import { runIssueImport } from '../register/run-issue-import';
import {
  inputPath,
  openCliDatabase,
  runCli,
  runElsewhere,
  summaryLine,
  UsageError,
} from './cli-db';
import { progressBar } from './progress';
import { watchSummaryLine } from './watch-summary';
import { runWatchJob } from '../monitoring/engine/watch-job';

const USAGE = '用法: npm run import:issue -- <文件.jsonl> --issue 期号 --date YYYY-MM-DD';

runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { issue: { type: 'string' }, date: { type: 'string' } },
  });
  const file = positionals[0];
  const issue = Number(values.issue);
  const date = values.date ?? '';
  if (!file || !Number.isInteger(issue) || issue < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new UsageError(USAGE);
  }
  const db = await openCliDatabase();
  try {
    const started = Date.now();
    const bar = progressBar(`导入第 ${issue} 期`);
    const { job } = await runIssueImport(db, inputPath(file), issue, date, {
      onProgress: (done, total) => bar.update(done, total),
    });
    bar.finish();
    if (runElsewhere(job)) return;
    console.log(
      `第 ${issue} 期（${date}）已发布：共 ${job.total} 条，` +
        summaryLine(job.summary, (Date.now() - started) / 1000),
    );
    // publishing opened the issue's watch job: match it now, with its own bar
    const watchStarted = Date.now();
    const watchBar = progressBar(`监测第 ${issue} 期`, '项');
    const watched = await runWatchJob(db, issue, {
      onProgress: (done, total) => watchBar.update(done, total),
    });
    watchBar.finish();
    if (runElsewhere(watched)) return;
    console.log(watchSummaryLine(issue, watched.summary, (Date.now() - watchStarted) / 1000));
  } finally {
    await db.close();
  }
});
