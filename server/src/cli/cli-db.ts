import path from 'node:path';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import type { Db } from '../db/types';
import { DatabaseInUseError } from '../db/pglite-lock';
import { configureChineseZodMessages } from '../http/zod-locale';
import { loadReferenceData, ReferenceFileError } from '../reference';
import { ImportLineError } from '../register/read-jsonl';
import { IssueConflictError } from '../register/run-issue-import';

/** Wrong arguments: the message is the usage line. */
export class UsageError extends Error {}

/** Failures the operator can fix: print the message, not a stack. */
function expectedFailure(err: unknown): boolean {
  return (
    err instanceof UsageError ||
    err instanceof ImportLineError ||
    err instanceof IssueConflictError ||
    err instanceof DatabaseInUseError ||
    err instanceof ReferenceFileError ||
    (err as NodeJS.ErrnoException)?.code === 'ENOENT'
  );
}

/**
 * The database the server would use (DATABASE_URL, else PGlite in PGLITE_DIR or
 * .data/pglite), brought up to date: migrations applied and reference data loaded.
 */
export async function openCliDatabase(): Promise<Db> {
  configureChineseZodMessages();
  const db = await openDb({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.PGLITE_DIR ? { pgliteDir: process.env.PGLITE_DIR } : {}),
  });
  try {
    await migrate(db);
    await loadReferenceData(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/** Runs a command: an expected failure prints its message only, anything else its stack. */
export function runCli(command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (err: unknown) => {
      if (expectedFailure(err)) console.error(`\n✗ ${(err as Error).message}`);
      else console.error(err);
      process.exit(1);
    },
  );
}

/** npm runs scripts in the repo root; a relative path means the caller's folder. */
export const inputPath = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function summaryLine(summary: Record<string, unknown>, seconds: number): string {
  const n = (key: string) => Number(summary[key] ?? 0);
  return (
    `新增 ${n('inserted')}，更新 ${n('updated')}，未变 ${n('unchanged')}，` +
    `公告 ${n('notices')} 条，用时 ${seconds.toFixed(1)} 秒`
  );
}

/** A job another process holds (its lease is live) is left to it: say so instead of a summary. */
export function runElsewhere(job: { id: number; status: string; done: number; total: number }) {
  if (job.status !== 'running') return false;
  console.log(`任务 ${job.id} 正由另一进程运行（已完成 ${job.done}/${job.total}），本次未重复运行`);
  return true;
}
