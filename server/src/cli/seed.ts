// npm run seed -- --marks N --seed S [--as-of YYYY-MM-DD]: build the generated corpus.
import { parseArgs } from 'node:util';
import { runCorpusJob } from '../register/run-corpus';
import { openCliDatabase, runCli, runElsewhere, summaryLine, UsageError } from './cli-db';
import { progressBar } from './progress';

const USAGE = '用法: npm run seed -- --marks 商标数 --seed 随机种子 [--as-of YYYY-MM-DD]';

runCli(async () => {
  const { values } = parseArgs({
    options: {
      marks: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      'as-of': { type: 'string', default: new Date().toISOString().slice(0, 10) },
    },
  });
  const marks = Number(values.marks);
  const seed = Number(values.seed);
  const asOf = values['as-of'];
  if (
    !Number.isInteger(marks) ||
    marks < 1 ||
    !Number.isInteger(seed) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(asOf)
  ) {
    throw new UsageError(USAGE);
  }
  const db = await openCliDatabase();
  try {
    const started = Date.now();
    const bar = progressBar('生成商标数据');
    const job = await runCorpusJob(
      db,
      { marks, seed, asOf },
      {
        onProgress: (done, total) => bar.update(done, total),
      },
    );
    bar.finish();
    if (runElsewhere(job)) return;
    console.log(
      `已生成 ${marks} 件商标（种子 ${seed}，基准日 ${asOf}）：` +
        summaryLine(job.summary, (Date.now() - started) / 1000),
    );
  } finally {
    await db.close();
  }
});
