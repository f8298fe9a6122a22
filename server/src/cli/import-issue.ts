// npm run import:issue -- <file.jsonl> --issue N --date YYYY-MM-DD: one gazette issue.
import { parseArgs } from 'node:util';
import { runIssueImport } from '../register/run-issue-import';
import { inputPath, openCliDatabase, runCli, summaryLine, UsageError } from './cli-db';
import { progressBar } from './progress';

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
    console.log(
      `第 ${issue} 期（${date}）已发布：共 ${job.total} 条，` +
        summaryLine(job.summary, (Date.now() - started) / 1000),
    );
  } finally {
    await db.close();
  }
});
