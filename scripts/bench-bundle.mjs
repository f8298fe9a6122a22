// `npm run bench:bundle`: builds everything, opens / in Chromium and prints the gzip size of the
// JS the first visit downloads per app and of each remote's entry, beside a plain non-federated
// bundle of the same libraries. Goal: the shell's first visit ≤ 150 KB gzip, and every shared
// library bundled by the shell only.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitScripts } from './bench/first-visit.mjs';
import { buildStale } from './build.mjs';
import { APPS, REMOTES, ROOT } from './lib/apps.mjs';
import { startProcess, stopAll, waitForUrl } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { SINGLETONS } = require('../build-config/mf-shared.cjs');
const { remotePort } = require('../build-config/ports.cjs');

// The bench's own stack, beside any developer stack on 8080.
const BENCH_PORT = 28080;
const GOAL_KB = 150;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

await buildStale({ all: true });

// 1. Which app bundles which shared library (from each build's bundle-stats.json).
const bundledBy = Object.fromEntries(SINGLETONS.map((name) => [name, new Set()]));
for (const app of APPS) {
  const stats = JSON.parse(readFileSync(path.join(ROOT, app, 'dist/bundle-stats.json'), 'utf8'));
  for (const [file, packages] of Object.entries(stats.files)) {
    // A remote's `main` is its standalone dev page, never loaded by the portal.
    if (app !== 'shell' && file.startsWith('main.')) continue;
    for (const name of packages) bundledBy[name]?.add(app);
  }
}

// 2. The baseline: the same libraries in one plain bundle.
const baseline = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
    '--config',
    'scripts/bench/baseline.webpack.cjs',
  ],
  { cwd: ROOT, encoding: 'utf8' },
);
if (baseline.status !== 0) throw new Error(baseline.stderr || baseline.stdout);
const baselineDir = path.join(ROOT, '.data/bench-baseline');
const baselineGzip = readdirSync(baselineDir)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipOf(path.join(baselineDir, file)), 0);

// 3. A real first visit to / on a stack of its own.
process.env.PORT = String(BENCH_PORT); // remotePort() reads it
const pgliteDir = path.join(tmpdir(), `bench-bundle-${process.pid}`);
startProcess('bench-stack', process.execPath, ['scripts/start.mjs'], {
  PORT: String(BENCH_PORT),
  PGLITE_DIR: pgliteDir,
});
let scripts;
try {
  await waitForUrl(`http://127.0.0.1:${BENCH_PORT}/shebiao/health`, 300_000);
  await Promise.all(
    REMOTES.map((r) => waitForUrl(`http://127.0.0.1:${remotePort(r)}/mf-manifest.json`)),
  );
  scripts = await firstVisitScripts(`http://localhost:${BENCH_PORT}/`);
} finally {
  stopAll();
  rmSync(pgliteDir, { recursive: true, force: true });
}

const appOfOrigin = (origin) => {
  const port = Number(new URL(origin).port);
  return port === BENCH_PORT ? 'shell' : (REMOTES.find((r) => remotePort(r) === port) ?? origin);
};
const perApp = {};
for (const script of scripts) {
  const app = appOfOrigin(script.origin);
  perApp[app] ??= { files: 0, gzip: 0 };
  perApp[app].files += 1;
  perApp[app].gzip += script.gzip;
}

console.log('\n首次访问 / 下载的 JS（gzip）:');
console.log('  应用           文件数   gzip KB   remoteEntry gzip KB');
for (const app of APPS) {
  const visit = perApp[app] ?? { files: 0, gzip: 0 };
  const entry = app === 'shell' ? '-' : kb(gzipOf(path.join(ROOT, app, 'dist/remoteEntry.js')));
  console.log(
    `  ${app.padEnd(14)} ${String(visit.files).padStart(5)} ${kb(visit.gzip).padStart(9)} ${entry.padStart(12)}`,
  );
}
const shellGzip = perApp.shell?.gzip ?? 0;
const total = Object.values(perApp).reduce((sum, app) => sum + app.gzip, 0);
console.log(`  合计           ${String(scripts.length).padStart(5)} ${kb(total).padStart(9)}`);
console.log(`\n基线（同样的库，单一 webpack 包，无模块联邦）: ${kb(baselineGzip)} KB gzip`);
console.log(
  `外壳首次访问: ${kb(shellGzip)} KB gzip，比基线多 ${kb(shellGzip - baselineGzip)} KB；目标 ≤ ${GOAL_KB} KB: ${shellGzip <= GOAL_KB * 1024 ? '达成' : '未达成'}`,
);

console.log('\n共享库由哪些应用打包（应只有 shell）:');
let twice = 0;
for (const [name, apps] of Object.entries(bundledBy)) {
  const list = [...apps];
  const ok = list.length === 1 && list[0] === 'shell';
  if (!ok) twice += 1;
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(20)} ${list.join(', ') || '（未打包）'}`);
}
console.log(twice === 0 ? '没有共享库被打包两次。' : `${twice} 个共享库打包不符合要求。`);
process.exit(0);
