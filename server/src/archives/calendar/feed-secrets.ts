import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';

/** A member's feed secret (table `calendar_feeds`). */
export interface FeedSecret {
  secret: string;
  createdAt: Date;
}

/**
 * 24 random bytes as base64url: 32 characters of [A-Za-z0-9_-], 192 bits nobody guesses.
 * The secret is the only key of the feed (calendar apps send no login), and it must be shown
 * again on every ask, so it is stored as it is, not hashed.
 */
export const newFeedSecret = () => randomBytes(24).toString('base64url');

/** What a stored secret looks like: anything else is answered 404 without a query. */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const RETURNING = 'RETURNING secret, created_at AS "createdAt"';

/**
 * The member's secret, made on the first ask. One statement, so two first asks at once (two
 * tabs, two server processes) agree on one secret: the loser's insert turns into a no-op
 * update that returns the winner's row.
 */
export async function feedSecretOf(db: Queryable, memberId: number, now: Date) {
  const { rows } = await db.query<FeedSecret>(
    `INSERT INTO calendar_feeds AS f (member_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret = f.secret ${RETURNING}`,
    [memberId, newFeedSecret(), now],
  );
  return rows[0]!;
}

/** A new secret for the member: the old address stops working at once. */
export async function resetFeedSecret(db: Queryable, memberId: number, now: Date) {
  const { rows } = await db.query<FeedSecret>(
    `INSERT INTO calendar_feeds (member_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret,
       created_at = EXCLUDED.created_at ${RETURNING}`,
    [memberId, newFeedSecret(), now],
  );
  return rows[0]!;
}

/** The member a feed belongs to, as the feed needs it, or null for an unknown secret. */
export interface FeedOwner {
  memberId: number;
  /** the account whose subjects and watches the feed shows (sub-accounts share the main's) */
  account: number;
  /** false once the member (or its main account) is disabled or removed */
  active: boolean;
}

export async function feedOwner(db: Queryable, secret: string): Promise<FeedOwner | null> {
  if (!FEED_SECRET_PATTERN.test(secret)) return null;
  const { rows } = await db.query<FeedOwner>(
    `SELECT m.id AS "memberId", COALESCE(m.main_member_id, m.id) AS account,
       m.status = 1 AND COALESCE(main.status, 1) = 1 AS active
     FROM calendar_feeds f JOIN members m ON m.id = f.member_id
     LEFT JOIN members main ON main.id = m.main_member_id
     WHERE f.secret = $1`,
    [secret],
  );
  return rows[0] ?? null;
}
