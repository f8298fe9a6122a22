/**
 * Child process that owns an in-memory PGlite for one test file (see pglite-proxy.ts).
 * It opens the database with the server's own `openPglite`, so the code under test is the
 * production PGlite adapter; only the transport to the test is different.
 */
import { openPglite, PGLITE_MEMORY } from '../src/db/pglite';
import type { Db, Queryable } from '../src/db/types';

export type HostRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'copy'; table: string; columns: string[]; rows: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type HostReply = { id: number; result?: unknown; error?: Record<string, unknown> };

class Rollback extends Error {}

interface OpenTx {
  q: Queryable;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

const send = (reply: HostReply) => process.send!(reply);

/** Keeps the PostgreSQL error fields (code 23505 …) that repositories look at. */
function errorFields(err: unknown): Record<string, unknown> {
  const e = err as Record<string, unknown> & { message?: string };
  const out: Record<string, unknown> = { message: e?.message ?? String(err) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity']) {
    if (e && e[key] !== undefined) out[key] = e[key];
  }
  return out;
}

async function main(): Promise<void> {
  const db: Db = await openPglite(PGLITE_MEMORY);
  const txs = new Map<number, OpenTx>();
  let nextTx = 1;
  const target = (tx?: number): Queryable => (tx === undefined ? db : txs.get(tx)!.q);

  /** Opens a transaction and keeps it open until the test sends commit or rollback. */
  function begin(): Promise<number> {
    const txId = nextTx++;
    return new Promise<number>((started, failed) => {
      let finish!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const holder: { done?: Promise<void> } = {};
      holder.done = db
        .transaction(async (q) => {
          txs.set(txId, { q, finish, done: holder.done! });
          started(txId);
          if (!(await decided)) throw new Rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof Rollback)) throw err;
        });
      holder.done.catch(failed); // BEGIN itself failed: nobody has the id yet
    });
  }

  async function handle(req: HostRequest): Promise<unknown> {
    switch (req.op) {
      case 'query':
        return target(req.tx).query(req.sql, req.params);
      case 'exec':
        return target(req.tx).exec(req.sql);
      case 'copy':
        return target(req.tx).copyRows(req.table, req.columns, req.rows);
      case 'begin':
        return begin();
      case 'commit':
      case 'rollback': {
        const open = txs.get(req.tx)!;
        txs.delete(req.tx);
        open.finish(req.op === 'commit');
        return open.done;
      }
      case 'close':
        await db.close();
        return null;
    }
  }

  process.on('message', (req: HostRequest) => {
    handle(req).then(
      (result) => {
        send({ id: req.id, result });
        if (req.op === 'close') process.disconnect();
      },
      (err: unknown) => send({ id: req.id, error: errorFields(err) }),
    );
  });
  // The test process went away without closing: do not linger.
  process.on('disconnect', () => process.exit(0));
  send({ id: 0, result: 'ready' });
}

main().catch((err: unknown) => {
  send({ id: 0, error: errorFields(err) });
  process.exit(1);
});
