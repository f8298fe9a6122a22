import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_PATHS,
  CHILD_PATHS,
  REMIND_PATHS,
  USER_REMIND_BASE,
  accountMessages,
  announcementPageSchema,
  reminderPageSchema,
  unreadItemSchema,
  type TokenPair,
} from 'shared-api/contract';
import { z } from 'zod';
import { formatShanghai } from '../../../src/http/time';
import { WELCOME_CONTENT, WELCOME_TITLE } from '../../../src/plugins/app/members';
import { insertReminder } from '../../../src/plugins/app/reminders';
import { body, build, registerMember, testClock } from '../../helper';
import { callAs, expectAnswer, passwordLogin } from './account-helpers';

const ADMIN_TOKEN = 'admin-secret';
const MINUTE = 60_000;

describe('reminders and announcements (spec 3 §2.11, §4, §7)', () => {
  // After the three announcements migration 014 seeds (the last one 2026-03-10).
  const clock = testClock('2026-06-01T02:00:00Z');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ now: clock.now, adminToken: ADMIN_TOKEN });
  });
  afterAll(() => app?.close());

  const memberId = async (phone: string) =>
    (await app.db.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [phone]))
      .rows[0]!.id;
  const reminders = async (token: string, query = '') =>
    reminderPageSchema.parse(
      body(await callAs(app, token, 'GET', `${REMIND_PATHS.all}${query}`)).data,
    );
  const announcements = async (token: string, query = '') =>
    announcementPageSchema.parse(
      body(await callAs(app, token, 'GET', `${ANNOUNCEMENT_PATHS.all}${query}`)).data,
    );
  const unread = async (token: string, paths: { unread: string }) =>
    z.array(unreadItemSchema).parse(body(await callAs(app, token, 'POST', paths.unread)).data);
  const publish = (payload: object, token = ADMIN_TOKEN) =>
    app.inject({
      method: 'POST',
      url: '/shebiao/admin/announcements',
      headers: { 'x-admin-token': token },
      payload,
    });

  /** A member with the welcome reminder and two later ones, a minute apart (newest last). */
  async function memberWithReminders(): Promise<TokenPair & { id: number }> {
    const pair = await registerMember(app);
    const id = await memberId(pair.phone);
    const titles = ['付款成功：企业VIP 1年', '会员即将到期'];
    for (const [i, title] of titles.entries()) {
      const createdAt = new Date(clock.now().getTime() + (i + 1) * MINUTE);
      const content = { text: `${title}。`, links: [{ title: '查看订单', url: '/order' }] };
      await insertReminder(app.db, id, title, content, createdAt);
    }
    return { ...pair, id };
  }

  describe('reminders', () => {
    it('registration leaves a welcome of {text, links} with a link to /vip', async () => {
      const { token } = await registerMember(app);
      const page = await reminders(token);
      expect(page).toMatchObject({ total: 1, allTotal: 1, unreadTotal: 1 });
      expect(page.list[0]).toMatchObject({
        ifRead: 0,
        createdTime: formatShanghai(clock.now()),
        remindModelDto: { title: WELCOME_TITLE, content: WELCOME_CONTENT },
      });
      expect(WELCOME_CONTENT.links).toContainEqual({ title: '查看VIP权益', url: '/vip' });
    });

    it('lists newest first with the tab, its total and both totals', async () => {
      const { token } = await memberWithReminders();
      const all = await reminders(token);
      expect(all.list.map((r) => r.remindModelDto.title)).toEqual([
        '会员即将到期',
        '付款成功：企业VIP 1年',
        WELCOME_TITLE,
      ]);
      expect(all).toMatchObject({
        pageNum: 1,
        pageSize: 10,
        total: 3,
        allTotal: 3,
        unreadTotal: 3,
      });
      expect(all.list[0]!.remindModelDto.content).toEqual({
        text: '会员即将到期。',
        links: [{ title: '查看订单', url: '/order' }],
      });

      await callAs(app, token, 'PUT', REMIND_PATHS.flagRead(all.list[1]!.id));
      const unreadTab = await reminders(token, '?ifRead=0');
      expect(unreadTab).toMatchObject({ total: 2, allTotal: 3, unreadTotal: 2 });
      expect(unreadTab.list.every((r) => r.ifRead === 0)).toBe(true);
      const readTab = await reminders(token, '?ifRead=1');
      expect(readTab).toMatchObject({ total: 1, allTotal: 3, unreadTotal: 2 });
      expect(readTab.list.map((r) => r.id)).toEqual([all.list[1]!.id]);

      const second = await reminders(token, '?pageNum=2&pageSize=2');
      expect(second).toMatchObject({ pageNum: 2, pageSize: 2, total: 3 });
      expect(second.list.map((r) => r.id)).toEqual([all.list[2]!.id]);
    });

    it('refuses a bad tab or page with 3001', async () => {
      const { token } = await registerMember(app);
      for (const query of ['?ifRead=2', '?pageNum=0', '?pageSize=201', '?pageNum=x']) {
        const res = await callAs(app, token, 'GET', `${REMIND_PATHS.all}${query}`);
        expect([res.statusCode, body(res).code]).toEqual([400, 3001]);
      }
    });

    it('flagRead marks the caller’s own only; read again stays read; queryUnread shrinks', async () => {
      const { token } = await memberWithReminders();
      const ids = (await reminders(token)).list.map((r) => r.id);
      expect(await unread(token, REMIND_PATHS)).toHaveLength(3);

      expectAnswer(
        await callAs(app, token, 'PUT', REMIND_PATHS.flagRead(ids[0]!)),
        200,
        200,
        '成功',
      );
      expectAnswer(
        await callAs(app, token, 'PUT', REMIND_PATHS.flagRead(ids[0]!)),
        200,
        200,
        '成功',
      );
      expect((await unread(token, REMIND_PATHS)).map((r) => r.id)).toEqual([ids[1], ids[2]]);
      expect((await reminders(token)).unreadTotal).toBe(2);

      const stranger = await registerMember(app);
      expectAnswer(
        await callAs(app, stranger.token, 'PUT', REMIND_PATHS.flagRead(ids[1]!)),
        404,
        3002,
        accountMessages.messageNotFound,
      );
      expect((await reminders(token)).unreadTotal).toBe(2);
      const bad = await callAs(app, token, 'PUT', `${USER_REMIND_BASE}/flagRead/x`);
      expect(body(bad).code).toBe(3001);
    });

    it('flagReadAll reads them all; the unread count never goes below zero', async () => {
      const { token } = await memberWithReminders();
      const stranger = await memberWithReminders();
      expectAnswer(await callAs(app, token, 'POST', REMIND_PATHS.flagReadAll), 200, 200, '成功');
      expect(await reminders(token)).toMatchObject({ allTotal: 3, unreadTotal: 0 });
      expect(await unread(token, REMIND_PATHS)).toEqual([]);
      await callAs(app, token, 'POST', REMIND_PATHS.flagReadAll);
      await callAs(app, token, 'PUT', REMIND_PATHS.flagRead((await reminders(token)).list[0]!.id));
      expect(await reminders(token)).toMatchObject({ allTotal: 3, unreadTotal: 0 });
      expect((await reminders(token, '?ifRead=0')).list).toEqual([]);
      // someone else's stay unread
      expect((await reminders(stranger.token)).unreadTotal).toBe(3);
    });

    it('refuses a visitor', async () => {
      for (const [method, url] of [
        ['GET', REMIND_PATHS.all],
        ['PUT', REMIND_PATHS.flagRead(1)],
        ['POST', REMIND_PATHS.flagReadAll],
        ['POST', REMIND_PATHS.unread],
      ] as const) {
        expect((await callAs(app, null, method, url)).statusCode).toBe(401);
      }
    });
  });

  describe('announcements', () => {
    it('shows the seeded announcements, newest first, unread for a new member', async () => {
      const { token } = await registerMember(app);
      const page = await announcements(token);
      const titles = page.list.map((a) => a.announcementDto.title);
      expect(titles.slice(-2)).toEqual(['2026年商标公告发布时间说明', '平台上线公告']);
      expect(page.allTotal).toBe(page.list.length);
      expect(page.unreadTotal).toBe(page.allTotal);
      expect(page.list.at(-1)!.announcementDto).toMatchObject({
        publishTime: '2025-06-18 10:00:00',
        content: expect.stringContaining('400-800-6315') as string,
      });
      expect((await unread(token, ANNOUNCEMENT_PATHS)).map((a) => a.title)).toEqual(titles);
    });

    it('hides an announcement until its publish time', async () => {
      const { token } = await registerMember(app);
      const before = (await announcements(token)).allTotal;
      const later = formatShanghai(new Date(clock.now().getTime() + 10 * MINUTE));
      const res = await publish({
        title: '端午节客服安排',
        content: '端午节期间客服热线照常服务。',
        publishTime: later,
      });
      expect(body(res)).toMatchObject({ code: 200, data: { publishTime: later } });
      const { id } = body<{ id: number }>(res).data;

      expect((await announcements(token)).allTotal).toBe(before);
      expect((await unread(token, ANNOUNCEMENT_PATHS)).map((a) => a.id)).not.toContain(id);
      expectAnswer(
        await callAs(app, token, 'PUT', ANNOUNCEMENT_PATHS.flagRead(id)),
        404,
        3002,
        accountMessages.messageNotFound,
      );
      await callAs(app, token, 'POST', ANNOUNCEMENT_PATHS.flagReadAll);

      clock.advance(10 * MINUTE);
      const after = await announcements(token);
      expect(after.list[0]).toMatchObject({ id, ifRead: 0 });
      expect(after).toMatchObject({ allTotal: before + 1, unreadTotal: 1 });
    });

    it('keeps read flags per member: a sub-account reads for itself', async () => {
      const main = await registerMember(app);
      const name = `notice${Date.now() % 100000}`;
      await callAs(app, main.token, 'POST', CHILD_PATHS.add, {
        name,
        password: 'child1234',
        validationPassword: 'child1234',
      });
      const sub = body<TokenPair>(await passwordLogin(app, name, 'child1234')).data;
      const first = (await announcements(main.token)).list[0]!;

      await callAs(app, main.token, 'PUT', ANNOUNCEMENT_PATHS.flagRead(first.id));
      await callAs(app, main.token, 'PUT', ANNOUNCEMENT_PATHS.flagRead(first.id));
      const mainView = await announcements(main.token);
      expect(mainView.list[0]).toMatchObject({ id: first.id, ifRead: 1 });
      expect(mainView.unreadTotal).toBe(mainView.allTotal - 1);
      expect((await announcements(main.token, '?ifRead=1')).list.map((a) => a.id)).toEqual([
        first.id,
      ]);

      const subView = await announcements(sub.token);
      expect(subView.list[0]).toMatchObject({ id: first.id, ifRead: 0 });
      expect(subView.unreadTotal).toBe(subView.allTotal);

      await callAs(app, sub.token, 'POST', ANNOUNCEMENT_PATHS.flagReadAll);
      expect((await announcements(sub.token)).unreadTotal).toBe(0);
      expect(await unread(sub.token, ANNOUNCEMENT_PATHS)).toEqual([]);
      expect((await announcements(main.token)).unreadTotal).toBe(mainView.allTotal - 1);
    });

    it('a new announcement is unread again after mark-all-read', async () => {
      const { token } = await registerMember(app);
      await callAs(app, token, 'POST', ANNOUNCEMENT_PATHS.flagReadAll);
      expect(await unread(token, ANNOUNCEMENT_PATHS)).toEqual([]);
      const res = await publish({ title: '数据更新完成', content: '第1950期商标公告数据已更新。' });
      const { id } = body<{ id: number }>(res).data;
      expect(await unread(token, ANNOUNCEMENT_PATHS)).toEqual([{ id, title: '数据更新完成' }]);
      expect((await announcements(token)).unreadTotal).toBe(1);
    });

    it('admin publishing needs the token and a title, content and valid time', async () => {
      const wrongToken = await publish({ title: 't', content: 'c' }, 'nope');
      expect(wrongToken.statusCode).toBe(401);
      for (const [payload, message] of [
        [{ title: ' ', content: 'c' }, '请输入公告标题'],
        [{ title: 't', content: '' }, '请输入公告内容'],
        [
          { title: 't', content: 'c', publishTime: '2026/06/01' },
          '发布时间格式应为 yyyy-MM-dd HH:mm:ss',
        ],
        [
          { title: 't', content: 'c', publishTime: '2026-13-45 10:00:00' },
          '发布时间不是有效的日期',
        ],
        // a day the month does not have is refused, not rolled over into March
        [
          { title: 't', content: 'c', publishTime: '2026-02-30 10:00:00' },
          '发布时间不是有效的日期',
        ],
      ] as const) {
        const res = await publish(payload);
        expect({ status: res.statusCode, message: body(res).message }).toEqual({
          status: 400,
          message,
        });
      }
    });
  });
});
