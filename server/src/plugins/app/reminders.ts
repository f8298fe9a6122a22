import fp from 'fastify-plugin';
import type { UnreadItem } from 'shared-api/contract';
import type { Queryable } from '../../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: RemindersRepo;
  }
}

export interface RemindersRepo {
  listUnread(memberId: number): Promise<UnreadItem[]>;
}

/**
 * The header shows '99+' above 99 (spec 1 §9), so 100 rows are enough to draw any badge
 * without sending thousands of reminders on every page load.
 */
export const UNREAD_LIST_CAP = 100;

/** Takes a Queryable so registration can add the welcome reminder in its own transaction. */
export async function insertReminder(
  q: Queryable,
  memberId: number,
  title: string,
  content: Record<string, unknown>,
  createdAt: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO reminders (member_id, title, content, created_at) VALUES ($1, $2, $3::jsonb, $4)',
    [memberId, title, JSON.stringify(content), createdAt],
  );
}

export const remindersPlugin = fp(
  async (app) => {
    app.decorate('reminders', {
      async listUnread(memberId) {
        const res = await app.db.query<UnreadItem>(
          `SELECT id, title FROM reminders
           WHERE member_id = $1 AND read_at IS NULL
           ORDER BY created_at DESC, id DESC LIMIT $2`,
          [memberId, UNREAD_LIST_CAP],
        );
        return res.rows;
      },
    } satisfies RemindersRepo);
  },
  { name: 'reminders', dependencies: ['db'] },
);
