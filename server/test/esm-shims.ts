/**
 * Jest's module sandbox on Node 20 can neither `require()` an ES module nor run a dynamic
 * `import()` (both work in plain Node >= 20.19, so only tests need this file). Two server
 * dependencies do one of those; each gets a small CommonJS stand-in here:
 *
 * - @fastify/static 10 (also inside @fastify/swagger-ui) requires content-disposition 3
 *   (ESM only). It is used only by `reply.download()`, which the server never calls.
 * - @fastify/cookie 11 loads `cookie` with `import()` when registered. The server only
 *   registers it (no route reads cookies yet), so the stand-in parses the header itself.
 *
 * Remove when Jest runs on Node >= 24.9 or with --experimental-vm-modules.
 * PGlite has the same problem; see pglite-proxy.ts.
 */
import fp from 'fastify-plugin';

const contentDispositionPath = require.resolve('content-disposition', {
  paths: [require.resolve('@fastify/static')],
});

jest.doMock(contentDispositionPath, () => ({
  create: (filename?: string) =>
    filename ? `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` : 'attachment',
  parse: (header: string) => ({ type: header.split(';')[0]?.trim() ?? '', parameters: {} }),
}));

function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      out[pair.slice(0, at).trim()] = decodeURIComponent(raw);
    } catch {
      out[pair.slice(0, at).trim()] = raw;
    }
  }
  return out;
}

jest.doMock('@fastify/cookie', () => {
  const plugin = fp(
    async (app) => {
      app.decorateRequest('cookies', null);
      app.addHook('onRequest', async (request) => {
        (request as unknown as { cookies: Record<string, string> }).cookies = parseCookieHeader(
          request.headers.cookie,
        );
      });
    },
    { name: '@fastify/cookie', fastify: '5.x' },
  );
  return { __esModule: true, default: plugin, fastifyCookie: plugin };
});

export {};
