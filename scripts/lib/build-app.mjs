// Builds one app with webpack in a child process, into a staging folder that replaces dist/
// only when the build succeeded, so a server reading dist/ never sees half a build.
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputHash, ROOT, STAMP } from './apps.mjs';

export function buildApp(app, { quiet = true } = {}) {
  const dir = path.join(ROOT, app);
  const staging = `dist.next`;
  const hash = inputHash(app);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      { cwd: dir, env: { ...process.env, DIST_DIR: staging }, stdio: quiet ? 'pipe' : 'inherit' },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app} 构建失败:\n${output}`));
      writeFileSync(path.join(dir, staging, STAMP), hash + '\n');
      const dist = path.join(dir, 'dist');
      const old = path.join(dir, 'dist.old');
      rmSync(old, { recursive: true, force: true });
      if (existsSync(dist)) renameSync(dist, old);
      renameSync(path.join(dir, staging), dist);
      rmSync(old, { recursive: true, force: true });
      resolve();
    });
  });
}
