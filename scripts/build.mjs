// Builds the front-end apps whose inputs changed since their last build (or all with --all),
// two at a time on this 2-core machine, with a progress bar.
import { APPS, isStale } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';
import { progressBar } from './lib/progress.mjs';

export async function buildStale({ all = false } = {}) {
  const todo = APPS.filter((app) => all || isStale(app));
  if (todo.length === 0) return [];
  const bar = progressBar('构建前端', todo.length);
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await buildApp(app);
      bar.tick(app);
    }
  };
  await Promise.all([worker(), worker()]);
  return todo;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildStale({ all: process.argv.includes('--all') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
