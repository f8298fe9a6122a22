import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder (an
 * `npm run import` while `npm start` runs) would corrupt it. A lock file with the owner's
 * pid turns that into a clear refusal; a lock left by a dead process is taken over.
 */
export class DatabaseInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPgliteDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'portal.lock');
  let owner = NaN;
  try {
    owner = Number(readFileSync(file, 'utf8'));
  } catch {
    // no lock yet
  }
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
    throw new DatabaseInUseError(
      `数据库 ${dataDir} 正被进程 ${owner} 使用：请先停止 npm start，或设置 DATABASE_URL 使用 PostgreSQL`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
