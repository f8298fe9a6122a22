// The e2e stack's webServer command: `npm start` on a fresh embedded database.
//
// Playwright starts config.webServer BEFORE globalSetup, so a globalSetup would wipe the
// database folder under a server that already opened it. This script wipes it first, then runs
// scripts/start.mjs in this same process (its pids land in .data/run/<PORT>/, its SIGTERM
// handler stops the children).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = process.env.PORT;
const pgliteDir = process.env.PGLITE_DIR;
const dataDir = path.join(ROOT, '.data');

// Refuse to wipe anything but an e2e folder under .data/ (never the developer's database).
if (!port || port === '8080') throw new Error('fresh-start.mjs: PORT must be set to the e2e port');
if (
  !pgliteDir ||
  path.dirname(pgliteDir) !== dataDir ||
  !path.basename(pgliteDir).startsWith('e2e-')
) {
  throw new Error(`fresh-start.mjs: PGLITE_DIR must be .data/e2e-*, got ${pgliteDir}`);
}

/** Processes a crashed earlier run left behind (its pid files are still there). */
function stopLeftovers() {
  const runDir = path.join(dataDir, 'run', port);
  if (!existsSync(runDir)) return;
  for (const file of readdirSync(runDir).filter((f) => f.endsWith('.pid'))) {
    const pid = Number(readFileSync(path.join(runDir, file), 'utf8').trim());
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      // gone
    }
    if (pid > 0 && /serve-remote\.mjs|server\/src\/main\.ts/.test(cmdline)) {
      console.log(`e2e: stopping leftover ${file} (pid ${pid})`);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(path.join(runDir, file), { force: true });
  }
}

stopLeftovers();
rmSync(pgliteDir, { recursive: true, force: true });
await import('../../scripts/start.mjs');
