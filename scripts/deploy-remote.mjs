// Deploys one remote locally the way operations deploy to a CDN: build into a staging folder,
// then swap it in for dist/. The shell keeps running; the next page load picks up the new
// mf-manifest.json. Usage: node scripts/deploy-remote.mjs <remote>   (RELEASE=label optional)
import { REMOTES } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`usage: deploy-remote.mjs <${REMOTES.join('|')}>`);
  process.exit(2);
}
await buildApp(remote).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`${remote} 已部署（版本 ${process.env.RELEASE || '默认'}）`);
