import fp from 'fastify-plugin';
import { reminderContentSchema, type Reminder } from 'shared-api/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import { formatShanghai } from '../../http/time';
import {
  UNREAD_LIST_CAP,
  pageOffset,
  tabCondition,
  tabTotal,
  type MessageRepo,
  type Totals,
} from './message-page';

declare module 'fastify' {
  interface FastifyInstance {
    reminders: RemindersRepo;
  }
}

export type RemindersRepo = MessageRepo<Reminder>;

/** Readable text and the links opened from it (spec 3 §3 'Reminder message'). */
export type ReminderContent = z.infer<typeof reminderContentSchema>;

/**
 * Takes a Queryable so the event a reminder tells of (a registration, a payment) and the
 * reminder commit together.
 */
export async function insertReminder(
  q: Queryable,
  memberId: number,
  title: string,
  content: ReminderContent,
  createdAt: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO reminders (member_id, title, content, created_at) VALUES ($1, $2, $3::jsonb, $4)',
    [memberId, title, JSON.stringify(reminderContentSchema.parse(content)), createdAt],
  );
}

interface ReminderRow {
  id: number;
  title: string;
  content: unknown;
  createdAt: Date;
  isRead: boolean;
}

const EMPTY_CONTENT: ReminderContent = { text: '', links: [] };

/** A row written by hand or by an older version must not break the whole list. */
function contentOf(row: ReminderRow): ReminderContent {
  const parsed = reminderContentSchema.safeParse(row.content);
  return parsed.success ? parsed.data : { ...EMPTY_CONTENT, text: row.title };
}

const toReminder = (row: ReminderRow): Reminder => ({
  id: row.id,
  ifRead: row.isRead ? 1 : 0,
  createdTime: formatShanghai(row.createdAt),
  remindModelDto: { title: row.title, content: contentOf(row) },
});

const IS_READ = 'read_at IS NOT NULL';

export const remindersPlugin = fp(
  async (app) => {
    const repo: RemindersRepo = {
      async page(memberId, query) {
        const totals = await app.db.query<Totals>(
          `SELECT count(*)::int AS "allTotal",
             count(*) FILTER (WHERE read_at IS NULL)::int AS "unreadTotal"
           FROM reminders WHERE member_id = $1`,
          [memberId],
        );
        const rows = await app.db.query<ReminderRow>(
          `SELECT id, title, content, created_at AS "createdAt", ${IS_READ} AS "isRead"
           FROM reminders WHERE member_id = $1 AND ${tabCondition(query.ifRead, IS_READ)}
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [memberId, query.pageSize, pageOffset(query)],
        );
        const counted = totals.rows[0]!;
        return {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          total: tabTotal(query.ifRead, counted),
          list: rows.rows.map(toReminder),
          ...counted,
        };
      },
      async flagRead(memberId, id) {
        // COALESCE: reading it again keeps the first read time and is no error.
        const res = await app.db.query(
          `UPDATE reminders SET read_at = COALESCE(read_at, $3)
           WHERE id = $1 AND member_id = $2 RETURNING id`,
          [id, memberId, app.now()],
        );
        return res.rows.length > 0;
      },
      async flagReadAll(memberId) {
        await app.db.query(
          'UPDATE reminders SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL',
          [memberId, app.now()],
        );
      },
      async listUnread(memberId) {
        const res = await app.db.query<{ id: number; title: string }>(
          `SELECT id, title FROM reminders
           WHERE member_id = $1 AND read_at IS NULL
           ORDER BY created_at DESC, id DESC LIMIT $2`,
          [memberId, UNREAD_LIST_CAP],
        );
        return res.rows;
      },
    };
    app.decorate('reminders', repo);
  },
  { name: 'reminders', dependencies: ['db'] },
);
