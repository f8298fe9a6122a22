import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/**
 * Issue 11: `GET /%E0%A4%A` made decodeURIComponent throw and the remote's server exit.
 * A malformed path now answers 400 and the server carries on.
 */
const ROOT = path.resolve(__dirname, '../../..');
const port = 20_000 + Math.floor(Math.random() * 20_000);
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/serve-remote.mjs', 'mfe-news', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(server.stdout!, 'data'); // its "已在 … 提供" line: listening
});
afterAll(() => {
  server.kill('SIGTERM');
});

const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);

it('answers a malformed percent-encoding with 400 and keeps serving', async () => {
  for (const bad of ['/%E0%A4%A', '/%', '/a%ZZ']) {
    const res = await get(bad);
    expect(res.status).toBe(400);
  }
  expect(server.exitCode).toBeNull();
  expect((await get('/no-such-file.js')).status).toBe(404);
  expect((await get('/a%00b')).status).toBe(404);
  expect(server.exitCode).toBeNull();
});
