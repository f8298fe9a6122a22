/**
 * Jest on Node 20 cannot `require()` an ES module, but @fastify/static 10 (also used by
 * @fastify/swagger-ui) requires content-disposition 3, which is ESM only. Node itself can
 * (require(esm), Node >= 20.19), so only tests need this. The package is used solely by
 * `reply.download()`, which the server never calls; a small CommonJS stand-in is enough.
 * Remove once the root jest config transforms that package or Jest runs on Node >= 24.9.
 */
const contentDispositionPath = require.resolve('content-disposition', {
  paths: [require.resolve('@fastify/static')],
});

jest.doMock(contentDispositionPath, () => ({
  create: (filename?: string) =>
    filename ? `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` : 'attachment',
  parse: (header: string) => ({ type: header.split(';')[0]?.trim() ?? '', parameters: {} }),
}));

export {};
