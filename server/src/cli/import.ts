// npm run import -- <file.jsonl>: load trademark records (one JSON object per line).
import { parseArgs } from 'node:util';
import { runFileImport } from '../register/run-import';
import {
  inputPath,
  openCliDatabase,
  runCli,
  runElsewhere,
  summaryLine,
  UsageError,
} from './cli-db';
import { progressBar } from './progress';

runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new UsageError('用法: npm run import -- <文件.jsonl>');
  const db = await openCliDatabase();
  try {
    const started = Date.now();
    const bar = progressBar('导入商标');
    const { job, resumedFrom } = await runFileImport(db, inputPath(file), {
      onProgress: (done, total) => bar.update(done, total),
    });
    bar.finish();
    if (runElsewhere(job)) return;
    if (resumedFrom > 0) console.log(`接续上次中断的导入：前 ${resumedFrom} 条已在库中`);
    console.log(
      `导入完成：共 ${job.total} 条，${summaryLine(job.summary, (Date.now() - started) / 1000)}`,
    );
  } finally {
    await db.close();
  }
});
