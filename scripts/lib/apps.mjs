// The front-end apps, their build inputs, and whether their dist/ is stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
/** The remotes, in port order (build-config/ports.cjs is the one list). */
export const REMOTES = require('../../build-config/ports.cjs').REMOTES;
export const APPS = ['shell', ...REMOTES];
const SHARED_INPUTS = ['shared-api/src', 'shared-ui/src', 'build-config', 'package-lock.json'];
export const STAMP = '.build-stamp';

function* filesUnder(target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

/** A hash of everything the app's build reads, plus the release label it is built with. */
export function inputHash(app) {
  const hash = createHash('sha256');
  const inputs = [
    `${app}/src`,
    `${app}/webpack.config.cjs`,
    `${app}/package.json`,
    ...SHARED_INPUTS,
  ];
  for (const target of inputs) {
    for (const file of [...filesUnder(target)].sort()) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  hash.update(`release=${process.env.RELEASE ?? ''}`);
  return hash.digest('hex');
}

export function isStale(app) {
  const stamp = path.join(ROOT, app, 'dist', STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== inputHash(app);
}
