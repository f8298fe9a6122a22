// helper first: it installs the ESM shims before @fastify/static is loaded.
import { body, build } from '../../helper';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../../../src/plugins/app/portal';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('portal static serving', () => {
  let app: FastifyInstance;
  let shellDir: string;
  let remotesFile: string;
  beforeAll(async () => {
    shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    mkdirSync(path.join(shellDir, 'static'));
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><title>商标</title><div id="root"></div>',
    );
    writeFileSync(path.join(shellDir, 'main.3f9a1c2b.js'), 'console.log(1)');
    writeFileSync(path.join(shellDir, 'remoteEntry.js'), 'var x');
    writeFileSync(path.join(shellDir, 'remotes.json'), '{"search":"/from-shell-dir"}');
    writeFileSync(path.join(shellDir, '.env'), 'SECRET=1');
    remotesFile = path.join(shellDir, 'static', 'ops-remotes.json');
    writeFileSync(remotesFile, '{"search":"https://cdn.example/search/mf-manifest.json"}');
    app = await build({ shellDir, remotesFile });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and revalidates unhashed ones', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ method: 'GET', url: '/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(cacheControlFor('/x/chunk-4f2a99aa.css')).toContain('immutable');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
  });

  it('falls back to index.html for page addresses (history routing)', async () => {
    for (const url of ['/search/searchinfo?key=abc', '/personalInfo', '/news/info/199877.html']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps 404 envelopes for API paths, missing assets and non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/shebiao/nothing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(body(api).code).toBe(3002);
    const asset = await app.inject({
      method: 'GET',
      url: '/missing.js',
      headers: { accept: '*/*' },
    });
    expect(asset.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/personalInfo', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve dotfiles or escape the folder', async () => {
    const env = await app.inject({ method: 'GET', url: '/.env', headers: { accept: '*/*' } });
    expect(env.statusCode).toBe(404);
    const up = await app.inject({
      method: 'GET',
      url: '/../package.json',
      headers: { accept: '*/*' },
    });
    expect(up.statusCode).toBeGreaterThanOrEqual(400);
    expect(up.body).not.toContain('"workspaces"');
  });

  it('serves /remotes.json from the configured file, uncached, re-read on every request', async () => {
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ search: 'https://cdn.example/search/mf-manifest.json' });
    writeFileSync(remotesFile, '{"search":"https://cdn2.example/search/mf-manifest.json"}');
    const second = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(second.json()).toEqual({ search: 'https://cdn2.example/search/mf-manifest.json' });
  });
});

describe('portal without a remotes file option', () => {
  let app: FastifyInstance;
  let shellDir: string;
  beforeAll(async () => {
    shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(shellDir, 'remotes.json'), '{"news":"/news/mf-manifest.json"}');
    app = await build({ shellDir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  it('serves shellDir/remotes.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({ news: '/news/mf-manifest.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API only (no shellDir)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app?.close());

  it('answers page addresses with the 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/search', headers: html });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ code: 3002, message: '接口不存在', data: null });
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(404);
  });
});
