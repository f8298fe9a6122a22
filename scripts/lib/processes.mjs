// Child processes of the local stack, supervised (restarted when they die), with their pids
// written to .data/run/ so tools (and the e2e journeys) can stop one remote's server the way an
// outage would.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { supervise } from './supervisor.mjs';

/** One folder per stack (by its PORT), so a test stack and a developer's stack never mix. */
export const RUN_DIR = path.join(ROOT, '.data', 'run', String(process.env.PORT || 8080));

const supervisedChildren = [];

/** RESTART_DELAY_MS moves the first restart's delay (the e2e stack keeps an outage visible). */
const policy = process.env.RESTART_DELAY_MS
  ? { firstDelayMs: Number(process.env.RESTART_DELAY_MS) }
  : {};

/**
 * Starts a child of the stack and keeps it running (supervisor.mjs): a child that dies is
 * restarted, and its pid file always names the running process.
 */
export function startProcess(name, command, args, env = {}) {
  mkdirSync(RUN_DIR, { recursive: true });
  const file = path.join(RUN_DIR, `${name}.pid`);
  const spawnChild = () => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    writeFileSync(file, `${child.pid}\n`);
    // registered before the supervisor's listener, so the file is gone before a restart
    child.on('exit', () => rmSync(file, { force: true }));
    return child;
  };
  const supervised = supervise(name, spawnChild, { policy });
  supervisedChildren.push(supervised);
  return supervised;
}

export function stopAll() {
  for (const supervised of supervisedChildren) supervised.stop();
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
