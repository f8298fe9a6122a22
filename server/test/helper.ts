import './esm-shims';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope, TokenPair } from 'shared-api/contract';
import { AUTH_BASE } from 'shared-api/contract';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import type { AppOptions } from '../src/options';
import { openPgliteInChild } from './pglite-proxy';

// Starting PGlite (WASM) and migrating takes a few seconds per test file.
jest.setTimeout(30_000);

/** Set by jest's project setup file: `server:pglite` or `server:postgres`. */
export const TEST_DB: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, empty database: PGlite in memory (in a child process, see pglite-proxy.ts), or
 * on PostgreSQL a schema with a random name (search_path set on the pool) that close()
 * drops again.
 */
export async function openTestDb(): Promise<Db> {
  if (TEST_DB === 'pglite') return openPgliteInChild();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres({ connectionString: url, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema, max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** A clock tests move by hand instead of sleeping. */
export function testClock(start = '2025-03-01T02:00:00Z') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/**
 * A ready app on its own fresh database; `app.close()` (in afterAll) closes the database.
 * `setup` runs before ready(), e.g. to add a route that crashes on purpose.
 */
export async function build(
  options: AppOptions = {},
  setup?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const db = await openTestDb();
  const app = buildApp({
    db,
    logger: false,
    devRoutes: true,
    tokenSecret: 'test-secret',
    ...options,
  });
  setup?.(app);
  await app.ready();
  // the background work of a start would race what the test loads next; a test of the
  // corpus build watches that work itself
  if (!options.corpus) await app.startupWork();
  return app;
}

export const body = <T = unknown>(res: LightMyRequestResponse): Envelope<T> =>
  res.json<Envelope<T>>();

let ipCounter = 0;
/** A distinct client IP, so per-IP caps of one test do not leak into the next. */
export const nextIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let phoneCounter = 0;
/** A valid, unused-in-this-run mobile number. */
export const nextPhone = (): string => {
  phoneCounter += 1;
  return `139${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
};

/** Asks for a code, then reads it back from the sandbox inbox like the e2e tests do. */
export async function sendAndReadCode(
  app: FastifyInstance,
  phone: string,
  remoteAddress: string = nextIp(),
): Promise<string> {
  const sent = await app.inject({
    method: 'GET',
    url: `${AUTH_BASE}/sendCode/${phone}`,
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`sendCode failed: ${sent.body}`);
  const latest = await app.inject({ method: 'GET', url: `/shebiao/dev/sms/latest?phone=${phone}` });
  return body<{ code: string }>(latest).data.code;
}

/** Registers a new member through the API and returns its token pair. */
export async function registerMember(
  app: FastifyInstance,
  phone: string = nextPhone(),
): Promise<TokenPair & { phone: string }> {
  const code = await sendAndReadCode(app, phone);
  const res = await app.inject({
    method: 'POST',
    url: `${AUTH_BASE}/mobileRegisterVip`,
    payload: { mobile: phone, code },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { ...body<TokenPair>(res).data, phone };
}

export const bearer = (token: string): InjectOptions['headers'] => ({
  authorization: `Bearer ${token}`,
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A member call with the caller's token (none for a visitor) and a JSON body if given. */
export function callAs(
  app: FastifyInstance,
  token: string | null,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
}
