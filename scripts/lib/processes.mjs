// Child processes of the local stack, with their pids written to .data/run/ so tools (and the
// e2e journeys) can stop one remote's server the way an outage would.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/** One folder per stack (by its PORT), so a test stack and a developer's stack never mix. */
export const RUN_DIR = path.join(ROOT, '.data', 'run', String(process.env.PORT || 8080));

export function startProcess(name, command, args, env = {}) {
  mkdirSync(RUN_DIR, { recursive: true });
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  writeFileSync(path.join(RUN_DIR, `${name}.pid`), `${child.pid}\n`);
  child.on('exit', (code, signal) => {
    rmSync(path.join(RUN_DIR, `${name}.pid`), { force: true });
    if (!stopping) console.error(`${name} 已退出（${signal ?? code}）`);
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;

export function stopAll() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

/** Resolves when GET url answers, rejects after timeoutMs. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} 未在 ${timeoutMs / 1000} 秒内启动`);
}
