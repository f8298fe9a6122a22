import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reminderContentSchema } from 'shared-api/contract';
import { listMigrations, migrate } from '../../../src/db/migrate';
import type { Db } from '../../../src/db/types';
import { WELCOME_CONTENT } from '../../../src/plugins/app/members';
import { openTestDb } from '../../helper';

/**
 * Migration 014 turns the reminders written before it ({kind, levelId, days} welcomes, or
 * anything without text) into the {text, links} shape the message list shows.
 */
describe('migration 014: reminder content', () => {
  let db: Db;
  let before014: string;
  beforeAll(async () => {
    db = await openTestDb();
    before014 = await mkdtemp(path.join(tmpdir(), 'migrations-013-'));
    for (const m of await listMigrations()) {
      if (m.version < '014') await copyFile(m.file, path.join(before014, m.name));
    }
    await migrate(db, before014);
  });
  afterAll(async () => {
    await db?.close();
    await rm(before014, { recursive: true, force: true });
  });

  it('gives old welcomes the welcome registration writes now, and others their title', async () => {
    const member = await db.query<{ id: number }>(
      "INSERT INTO members (name, mobile) VALUES ('13900000001', '13900000001') RETURNING id",
    );
    const id = member.rows[0]!.id;
    await db.query(
      `INSERT INTO reminders (member_id, title, content) VALUES
         ($1, '欢迎注册', '{"kind": "welcome", "levelId": 3, "days": 7}'),
         ($1, '旧提醒', '{}'),
         ($1, '新提醒', '{"text": "已有文字", "links": []}')`,
      [id],
    );
    // 014 and whatever came after it
    expect((await migrate(db))[0]).toBe('014_messages.sql');

    const rows = await db.query<{ title: string; content: unknown }>(
      'SELECT title, content FROM reminders WHERE member_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.rows).toEqual([
      { title: '欢迎注册', content: WELCOME_CONTENT },
      { title: '旧提醒', content: { text: '旧提醒', links: [] } },
      { title: '新提醒', content: { text: '已有文字', links: [] } },
    ]);
    for (const row of rows.rows)
      expect(reminderContentSchema.safeParse(row.content).success).toBe(true);
  });

  it('frees the name of a removed sub-account and keeps names of live members unique', async () => {
    const main = await db.query<{ id: number }>(
      "INSERT INTO members (name, mobile) VALUES ('13900000002', '13900000002') RETURNING id",
    );
    const mainId = main.rows[0]!.id;
    await db.query(
      "INSERT INTO members (name, main_member_id, status, removed_at) VALUES ('gone01', $1, 0, now())",
      [mainId],
    );
    await db.query("INSERT INTO members (name, main_member_id) VALUES ('gone01', $1)", [mainId]);
    await expect(
      db.query("INSERT INTO members (name, main_member_id) VALUES ('gone01', $1)", [mainId]),
    ).rejects.toMatchObject({ code: '23505' });
    // a removed member is always disabled
    await expect(
      db.query(
        "INSERT INTO members (name, main_member_id, removed_at) VALUES ('gone02', $1, now())",
        [mainId],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
