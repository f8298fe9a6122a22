// Runs before Playwright stops the webServer (whose whole process group it then kills). The stack's
// supervisor restarts what the journeys kill (zz-remote-down.spec.ts), so its children are all in
// that process group; a process a journey started itself, detached, would outlive the run and
// hold its port, so it is stopped here as a safety net: every process named in .data/run/18080/
// whose parent is not the stack's start script.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isAlive, RUN_DIR } from './support/stack';

function cmdline(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

const startedByStack = (pid: number) => {
  const parent = parentOf(pid);
  return parent !== null && /start\.mjs/.test(cmdline(parent) ?? '');
};

export default async function globalTeardown() {
  if (!existsSync(RUN_DIR)) return;
  const stopping: number[] = [];
  for (const file of readdirSync(RUN_DIR).filter((f) => f.endsWith('.pid'))) {
    const pid = Number(readFileSync(path.join(RUN_DIR, file), 'utf8').trim());
    if (!(pid > 0) || !isAlive(pid) || startedByStack(pid)) continue;
    // Only our own kinds of process: a recycled pid must not be hit.
    if (!/serve-remote\.mjs|server\/src\/main\.ts/.test(cmdline(pid) ?? '')) continue;
    process.kill(pid, 'SIGTERM');
    stopping.push(pid);
    rmSync(path.join(RUN_DIR, file), { force: true });
  }
  const deadline = Date.now() + 5_000;
  while (stopping.some(isAlive) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  for (const pid of stopping.filter(isAlive)) process.kill(pid, 'SIGKILL');
}
