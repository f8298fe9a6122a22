import type { Db, Queryable } from '../db/types';

/**
 * The per-account password limit (issue 11): wrong passwords are counted per account
 * whatever the client address, and `max` of them within `windowMs` lock password login for
 * `lockMs`. The lock ends by itself and nothing extends it (passwords are not even checked
 * while it lasts), so it cannot be used to keep the owner out for good; SMS-code login does
 * not check the password and still works. Counted in PostgreSQL for every server process.
 */
export interface LoginLockRule {
  max: number;
  windowMs: number;
  lockMs: number;
}

/** The lock's key: the account when one has this name, else the name as typed. */
export const lockAccountKey = (memberId: number | null, typed: string) =>
  memberId !== null ? `member:${memberId}` : `name:${typed.toLowerCase()}`;

/** When the account's lock ends, or null when password login is open. */
export async function lockedUntil(db: Queryable, account: string, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM login_failures WHERE account = $1 AND locked_until > $2',
    [account, now],
  );
  return rows[0] ? new Date(rows[0].locked_until) : null;
}

/**
 * Counts one wrong password; answers when the lock ends if this one locked the account.
 * The upsert keeps the row locked until the transaction ends, so wrong passwords arriving
 * at several processes at once are counted one after the other and only one of them locks.
 * Locking starts a new count: after the lock the account has `max` tries again.
 */
export async function recordWrongPassword(
  db: Db,
  account: string,
  rule: LoginLockRule,
  now: Date,
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ failures: number }>(
      `INSERT INTO login_failures AS f (account, failures, window_ends_at) VALUES ($1, 1, $3)
       ON CONFLICT (account) DO UPDATE SET
         failures = CASE WHEN f.window_ends_at <= $2 THEN 1 ELSE f.failures + 1 END,
         window_ends_at = CASE WHEN f.window_ends_at <= $2 THEN EXCLUDED.window_ends_at
                               ELSE f.window_ends_at END
       RETURNING failures`,
      [account, now, new Date(now.getTime() + rule.windowMs)],
    );
    if (rows[0]!.failures < rule.max) return null;
    const until = new Date(now.getTime() + rule.lockMs);
    await tx.query(
      `UPDATE login_failures SET failures = 0, window_ends_at = $2, locked_until = $3
       WHERE account = $1`,
      [account, now, until],
    );
    return until;
  });
}

/** A successful login (or a new password) starts the count afresh and ends any lock. */
export async function clearLoginFailures(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [account]);
}

/** Deletes counts whose window and lock have both ended. */
export async function sweepLoginFailures(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM login_failures
     WHERE window_ends_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)`,
    [now],
  );
  return rowCount;
}
