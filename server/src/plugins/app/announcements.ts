import fp from 'fastify-plugin';
import type { Announcement } from 'shared-api/contract';
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
    announcements: AnnouncementsRepo;
  }
}

export interface NewAnnouncement {
  title: string;
  content: string;
  publishTime: Date;
}

export interface AnnouncementsRepo extends MessageRepo<Announcement> {
  /** Adds one; members see it once its publish time has come. */
  publish(input: NewAnnouncement): Promise<{ id: number }>;
}

interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  publishTime: Date;
  isRead: boolean;
}

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  ifRead: row.isRead ? 1 : 0,
  announcementDto: {
    title: row.title,
    content: row.content,
    publishTime: formatShanghai(row.publishTime),
  },
});

/**
 * Every member sees every published announcement; the read flags are per member ($1), so a
 * sub-account and its main account read independently. $2 is the clock's now.
 */
const VISIBLE = `FROM announcements a
  LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $1
  WHERE a.publish_time <= $2`;
const IS_READ = 'r.member_id IS NOT NULL';

export const announcementsPlugin = fp(
  async (app) => {
    const repo: AnnouncementsRepo = {
      async page(memberId, query) {
        const now = app.now();
        const totals = await app.db.query<Totals>(
          `SELECT count(*)::int AS "allTotal",
             count(*) FILTER (WHERE NOT (${IS_READ}))::int AS "unreadTotal" ${VISIBLE}`,
          [memberId, now],
        );
        const rows = await app.db.query<AnnouncementRow>(
          `SELECT a.id, a.title, a.content, a.publish_time AS "publishTime", ${IS_READ} AS "isRead"
           ${VISIBLE} AND ${tabCondition(query.ifRead, IS_READ)}
           ORDER BY a.publish_time DESC, a.id DESC LIMIT $3 OFFSET $4`,
          [memberId, now, query.pageSize, pageOffset(query)],
        );
        const counted = totals.rows[0]!;
        return {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          total: tabTotal(query.ifRead, counted),
          list: rows.rows.map(toAnnouncement),
          ...counted,
        };
      },
      async flagRead(memberId, id) {
        const now = app.now();
        // Only a published one can be read; reading it again keeps the first read time.
        const res = await app.db.query<{ id: number }>(
          `WITH target AS (SELECT id FROM announcements WHERE id = $2 AND publish_time <= $3::timestamptz),
             marked AS (
               INSERT INTO announcement_reads (member_id, announcement_id, read_at)
               SELECT $1::int, id, $3::timestamptz FROM target
               ON CONFLICT (member_id, announcement_id) DO NOTHING)
           SELECT id FROM target`,
          [memberId, id, now],
        );
        return res.rows.length > 0;
      },
      async flagReadAll(memberId) {
        const now = app.now();
        await app.db.query(
          `INSERT INTO announcement_reads (member_id, announcement_id, read_at)
           SELECT $1::int, id, $2::timestamptz FROM announcements
           WHERE publish_time <= $2::timestamptz
           ON CONFLICT (member_id, announcement_id) DO NOTHING`,
          [memberId, now],
        );
      },
      async listUnread(memberId) {
        const res = await app.db.query<{ id: number; title: string }>(
          `SELECT a.id, a.title ${VISIBLE} AND NOT (${IS_READ})
           ORDER BY a.publish_time DESC, a.id DESC LIMIT $3`,
          [memberId, app.now(), UNREAD_LIST_CAP],
        );
        return res.rows;
      },
      async publish({ title, content, publishTime }) {
        const res = await app.db.query<{ id: number }>(
          'INSERT INTO announcements (title, content, publish_time) VALUES ($1, $2, $3) RETURNING id',
          [title, content, publishTime],
        );
        return res.rows[0]!;
      },
    };
    app.decorate('announcements', repo);
  },
  { name: 'announcements', dependencies: ['db'] },
);
