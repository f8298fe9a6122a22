import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '../db/types';

/**
 * Leases: work only one process may do at a time, claimed in PostgreSQL so it holds across
 * every server process on the database. Times come from `now` when given (tests move a
 * clock) and otherwise from the database's clock, so hosts whose clocks differ still agree
 * on when a lease ended.
 */

/** Who holds a lease: host, process and a random part (two apps in one process differ). */
export function newHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

const NOW = 'COALESCE($4::timestamptz, clock_timestamp())';
const EXPIRES = `${NOW} + $3::double precision * interval '1 millisecond'`;

/** Claims `name` for `holder` if nobody holds it or its lease has expired. */
export async function claimLease(
  db: Queryable,
  name: string,
  holder: string,
  ttlMs: number,
  now?: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO leases AS l (name, holder, expires_at) VALUES ($1, $2, ${EXPIRES})
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
     WHERE l.expires_at <= ${NOW}
     RETURNING name`,
    [name, holder, ttlMs, now ?? null],
  );
  return rows.length > 0;
}

/** Extends the holder's lease; false when it expired and another process claimed it. */
export async function renewLease(
  db: Queryable,
  name: string,
  holder: string,
  ttlMs: number,
  now?: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE leases SET expires_at = ${EXPIRES} WHERE name = $1 AND holder = $2 RETURNING name`,
    [name, holder, ttlMs, now ?? null],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder]);
}

export interface HeldLease {
  readonly name: string;
  readonly holder: string;
  /** Aborts once the lease is found lost: stop at the next safe point. */
  readonly signal: AbortSignal;
  /** Renews now (e.g. between batches); false, and `signal` aborted, if it was lost. */
  renew(): Promise<boolean>;
}

export interface LeaseOptions {
  ttlMs: number;
  /** the test clock; the database's clock otherwise */
  clock?: (() => Date) | undefined;
}

export type LeasedOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` while holding the lease `name`, or answers `{ran: false}` when another
 * process holds it. The lease is renewed every third of its life in the background (a long
 * batch keeps it) and released when `work` settles, thrown or not.
 */
export async function withLease<T>(
  db: Queryable,
  name: string,
  options: LeaseOptions,
  work: (lease: HeldLease) => Promise<T>,
): Promise<LeasedOutcome<T>> {
  const holder = newHolderId();
  const now = () => options.clock?.();
  if (!(await claimLease(db, name, holder, options.ttlMs, now()))) return { ran: false };
  const lost = new AbortController();
  const renew = async () => {
    if (lost.signal.aborted) return false;
    const held = await renewLease(db, name, holder, options.ttlMs, now());
    if (!held) lost.abort();
    return held;
  };
  const heartbeat = setInterval(() => {
    renew().catch(() => undefined); // a failed renewal is retried; expiry is the backstop
  }, options.ttlMs / 3).unref();
  try {
    return { ran: true, value: await work({ name, holder, signal: lost.signal, renew }) };
  } finally {
    clearInterval(heartbeat);
    await releaseLease(db, name, holder);
  }
}
