/**
 * Jest's module sandbox on Node 20 can neither `require()` an ES module nor run a dynamic
 * `import()`; plain Node >= 20.19 can do both, so only tests need this file. A few server
 * dependencies do one or the other:
 *
 * - @fastify/static 10 (also inside @fastify/swagger-ui) requires content-disposition 3;
 * - light-my-request (Fastify's `inject`) requires cookie 2;
 * - @fastify/cookie 11 loads cookie 2 with `import()`.
 *
 * Each is replaced by its own code compiled to CommonJS with swc (what Jest would do if its
 * transformIgnorePatterns let these files through), so tests run the real implementations.
 * Remove once the root jest config transforms them, or Jest runs on Node >= 24.9.
 * PGlite has the same problem but is too big for this; see pglite-proxy.ts.
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { transformSync } from '@swc/core';

function resolveFrom(fromFile: string, id: string): string {
  return id.startsWith('.')
    ? require.resolve(path.resolve(path.dirname(fromFile), id))
    : require.resolve(id, { paths: [path.dirname(fromFile)] });
}

/** Evaluates an ES module file as CommonJS; its own imports go through Jest's registry. */
function loadAsCommonJs(file: string): unknown {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    module: { type: 'commonjs', ignoreDynamic: false },
    jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
  });
  const mod = { exports: {} as unknown };
  // Jest's own require, so nested imports are shimmed too and land in the test's registry.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const localRequire = (id: string): unknown => require(isBuiltin(id) ? id : resolveFrom(file, id));
  new Function('module', 'exports', 'require', '__filename', '__dirname', code)(
    mod,
    mod.exports,
    localRequire,
    file,
    path.dirname(file),
  );
  return mod.exports;
}

/** `id` as resolved from `fromPackage`'s folder (nested node_modules copies differ). */
const resolvedFrom = (fromPackage: string, id: string) =>
  require.resolve(id, { paths: [path.dirname(require.resolve(fromPackage))] });

const shimmed = [
  resolvedFrom('@fastify/static', 'content-disposition'),
  resolvedFrom('light-my-request', 'cookie'),
  resolvedFrom('@fastify/cookie', 'cookie'),
  require.resolve('@fastify/cookie'),
];

for (const file of new Set(shimmed)) {
  jest.doMock(file, () => loadAsCommonJs(file));
}

export {};
