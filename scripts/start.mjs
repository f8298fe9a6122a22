// `npm start`: builds whatever is stale, starts the API server on the embedded database (or on
// DATABASE_URL) serving the shell, serves each remote from its own origin, and prints one URL.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildStale } from './build.mjs';
import { followCorpusBuild } from './lib/corpus-progress.mjs';
import { REMOTES, ROOT } from './lib/apps.mjs';
import { RUN_DIR, startProcess, stopAll, waitForUrl } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { remotePort, shellPort } = require('../build-config/ports.cjs');
const { defaultRemoteList } = require('../build-config/remotes-json.cjs');

const port = shellPort();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

try {
  const built = await buildStale();
  if (built.length) console.log(`已构建: ${built.join(', ')}`);

  // remotes.json for this run's ports; operations point REMOTES_JSON at their CDN's list.
  const remotesFile = process.env.REMOTES_JSON ?? path.join(RUN_DIR, 'remotes.json');
  if (!process.env.REMOTES_JSON) {
    mkdirSync(RUN_DIR, { recursive: true });
    writeFileSync(remotesFile, JSON.stringify(defaultRemoteList(), null, 2));
  }

  for (const remote of REMOTES) {
    startProcess(remote, process.execPath, [
      'scripts/serve-remote.mjs',
      remote,
      String(remotePort(remote)),
    ]);
  }
  // node with tsx's loader, not the tsx command: the command is a launcher whose child is the
  // server, so its pid (in server.pid) would not be the server, and a server left behind by a
  // killed launcher would hold the port against the supervisor's restart
  startProcess('server', process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    PORT: String(port),
    SHELL_DIST: path.join(ROOT, 'shell/dist'),
    REMOTES_JSON: remotesFile,
  });

  await waitForUrl(`http://127.0.0.1:${port}/shebiao/health`);
  // The first start builds the trademark corpus (under a minute); later starts reuse it.
  await followCorpusBuild(port);
  await Promise.all(
    REMOTES.map((r) => waitForUrl(`http://127.0.0.1:${remotePort(r)}/mf-manifest.json`)),
  );
  console.log(`\n门户已启动，请打开: http://localhost:${port}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
