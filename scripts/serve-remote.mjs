// Serves one remote's built files from its own origin, as a CDN would: CORS open, the manifest
// and entry never cached (so a redeploy is seen on the next page load), hashed chunks cached
// for a year. Usage: node scripts/serve-remote.mjs <remote> <port>
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [remote, portArg] = process.argv.slice(2);
if (!remote || !portArg) {
  console.error('usage: serve-remote.mjs <remote> <port>');
  process.exit(2);
}
const distDir = path.join(root, remote, 'dist');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.map': 'application/json',
};
const NEVER_CACHED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);

function send(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(text);
}

/** The request's path, decoded; null when its percent-encoding is malformed (`/%E0%A4%A`). */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}

async function serveFile(req, res) {
  const pathname = decodedPath(req.url);
  if (pathname === null) return send(res, 400, 'bad request: malformed path');
  const file = path.join(distDir, pathname === '/' ? 'index.html' : pathname);
  // Only files inside dist/ are served.
  if (!file.startsWith(distDir + path.sep)) return send(res, 403, 'forbidden');
  let info;
  try {
    info = await stat(file);
  } catch {
    return send(res, 404, 'not found');
  }
  if (!info.isFile()) return send(res, 404, 'not found');
  const name = path.basename(file);
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': NEVER_CACHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  // a file swapped away by a deploy between stat and read ends this response, not the server
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

// No request may end the process: a remote's server that exits is that remote gone for every
// visitor. Whatever goes wrong answers this request with an error and the server carries on.
const server = createServer((req, res) => {
  serveFile(req, res).catch((error) => {
    console.error(`${remote}: ${req.method} ${req.url} 失败:`, error);
    if (!res.headersSent) send(res, 500, 'internal error');
    else res.destroy();
  });
});
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
});

server.listen(Number(portArg), '127.0.0.1', () => {
  console.log(`${remote} 已在 http://localhost:${portArg} 提供`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
