// The e2e stack's webServer command: `npm start` on a fresh database.
//
// Playwright starts config.webServer BEFORE globalSetup, so a globalSetup would wipe the
// database under a server that already opened it. This script wipes it first, then runs
// scripts/start.mjs in this same process (its pids land in .data/run/<PORT>/, its SIGTERM
// handler stops the children).
//
// With DATABASE_URL set (CI sets it to the machine's PostgreSQL, which keeps what every earlier
// run wrote), the journeys get a database of their own, dropped and created anew each run: a
// register with an earlier run's published marks in it counts them twice.
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

/** `postgres://…/test?x` → `postgres://…/test_e2e?x`, created empty (the old one dropped). */
async function freshPostgres(url) {
  const { default: pg } = await import('pg');
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1) || 'postgres'}_e2e`;
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`fresh-start.mjs: unusable database name ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

stopLeftovers();
rmSync(pgliteDir, { recursive: true, force: true });
if (process.env.DATABASE_URL)
  process.env.DATABASE_URL = await freshPostgres(process.env.DATABASE_URL);
await import('../../scripts/start.mjs');
