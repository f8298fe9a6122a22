import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db, Queryable, QueryResult } from '../src/db/types';
import type { HostReply, HostRequest } from './pglite-host';

/**
 * Why a child process: PGlite loads its WASM and Node built-ins with dynamic `import()`,
 * which Jest's module sandbox refuses unless Node runs with --experimental-vm-modules
 * (electric-sql/pglite#224). The test talks to a PGlite in a plain Node child over IPC
 * ('advanced' serialization keeps Dates and nested rows intact); transactions stay open in
 * the child between messages, so the Db contract (BEGIN … COMMIT/ROLLBACK) is unchanged.
 */
type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };
type Request = HostRequest extends infer R
  ? R extends HostRequest
    ? Omit<R, 'id'>
    : never
  : never;

export async function openPgliteInChild(): Promise<Db> {
  const child: ChildProcess = fork(path.join(__dirname, 'pglite-host.ts'), [], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  child.on('message', (reply: HostReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.error) {
      waiter.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    } else {
      waiter.resolve(reply.result);
    }
  });
  child.once('exit', (code) => {
    for (const w of pending.values()) w.reject(new Error(`PGlite child exited (${code})`));
    pending.clear();
  });
  await ready;

  const call = <T>(req: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // Like a closed pg pool or PGlite: refuse at once instead of waiting forever.
      if (!child.connected) return reject(new Error('database is closed'));
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...req, id });
    });

  const queryable = (tx?: number): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) =>
      call<QueryResult<T>>({ op: 'query', sql, params, ...(tx ? { tx } : {}) }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, ...(tx ? { tx } : {}) }),
    copyRows: (table: string, columns: readonly string[], rows: string) =>
      call<void>({ op: 'copy', table, columns: [...columns], rows, ...(tx ? { tx } : {}) }),
  });

  const root = queryable();
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    copyRows: root.copyRows,
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (err) {
        await call({ op: 'rollback', tx });
        throw err;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async close() {
      if (child.exitCode === null) await call({ op: 'close' }).catch(() => undefined);
      await exited;
    },
  };
}
