import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../http/api-error';

export interface PortalOptions {
  /** Built shell folder served at `/`. */
  shellDir?: string;
  /** File served as /remotes.json (defaults to `<shellDir>/remotes.json`). */
  remotesFile?: string;
}

const API_PREFIX = '/shebiao';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [contenthash] in a file name: `main.3f9a1c2b.js`, `123.3f9a1c2b7e.css`. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Hashed assets never change under their name, so they are cached for a year; everything
 * else (index.html, remoteEntry.js, mf-manifest.json) is revalidated on every load so a
 * deployment shows up at once.
 */
export const cacheControlFor = (file: string): string =>
  HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/**
 * History-mode routing: a page address such as /search/searchinfo has no file, so a browser
 * asking for HTML gets index.html and the shell's router takes over. API paths, non-GETs
 * and asset requests (not accepting HTML) keep their 404 envelope.
 */
export function historyFallback(shellDir: string) {
  const tried = new WeakSet<FastifyRequest>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = request.url.split('?')[0] ?? '/';
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    // A missing index.html would call the not-found handler again; answer 404 then.
    if (tried.has(request) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    if (isApiPath(url) || !acceptsHtml) return false;
    tried.add(request);
    reply.code(200).header('cache-control', NO_CACHE);
    void reply.sendFile('index.html', shellDir);
    return true;
  };
}

/** Serves the built shell and remotes.json beside the API (one origin, no CORS needed). */
export const portalPlugin = fp<PortalOptions>(
  async (app, opts) => {
    const remotesFile =
      opts.remotesFile ?? (opts.shellDir ? path.join(opts.shellDir, 'remotes.json') : undefined);
    if (remotesFile) {
      // Read on every request: operations repoint remotes without restarting anything.
      app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
        const text = await readFile(remotesFile, 'utf8').catch(() => null);
        if (text === null) throw notFound('remotes.json 不存在');
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', NO_CACHE)
          .send(text);
      });
    }
    if (!opts.shellDir) return;
    await app.register(fastifyStatic, {
      root: path.resolve(opts.shellDir),
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
  },
  { name: 'portal' },
);
