import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  archiveMessages,
  calendarFeedPath,
  type CalendarFeed,
} from 'shared-api/contract';
import { body, build, nextIp } from '../../helper';
import { addSubject, loadRenewalMarks } from '../../archives/renewal-fixtures';
import { parseCalendar } from '../../archives/calendar/parse-ical';
import { setLevel } from '../account/account-helpers';
import {
  answer,
  call,
  newMainAccount,
  newSubAccount,
  type Caller,
} from '../account/money/money-helpers';

const HOLDER_A = '深圳甲方科技有限公司';
const HOLDER_B = '深圳乙方科技有限公司';

let app: FastifyInstance;
let memberA: Caller;
let memberB: Caller;
beforeAll(async () => {
  app = await build();
  await loadRenewalMarks(app, [
    { n: 11, name: '甲方标', holder: HOLDER_A, exclEnd: '2029-02-27' },
    { n: 12, name: '乙方标', holder: HOLDER_B, exclEnd: '2029-03-27' },
  ]);
  memberA = await newMainAccount(app);
  memberB = await newMainAccount(app);
  await addSubject(app, memberA.account, { type: 3, name: HOLDER_A, startDate: '2025-01-01' });
  await addSubject(app, memberB.account, { type: 3, name: HOLDER_B, startDate: '2025-01-01' });
});
afterAll(() => app.close());

const feedOf = async (caller: Caller) =>
  body<CalendarFeed>(await call(app, caller, 'GET', RECORD_PATHS.calendarFeed)).data;
/** The path of a feed address (the tests fetch it like a calendar app, no token). */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (path: string) =>
  app.inject({ method: 'GET', url: path, remoteAddress: nextIp() });
const summaries = (text: string) => parseCalendar(text).events.map((e) => e.SUMMARY);

describe('calendar feed address', () => {
  it('is made on the first ask and the same on the next; the feed needs no login', async () => {
    const res = await call(app, memberA, 'GET', RECORD_PATHS.calendarFeed);
    expect(res.statusCode).toBe(200);
    const feed = body<CalendarFeed>(res).data;
    expect(feed.url).toMatch(
      /^http:\/\/localhost(:\d+)?\/shebiao\/calendar\/[A-Za-z0-9_-]{32}\.ics$/,
    );
    expect(feed.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await feedOf(memberA)).toEqual(feed);

    const ics = await fetchFeed(pathOf(feed.url));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(summaries(ics.body)).toEqual([
      '续展截止：甲方标（注册号30000011 第30类）',
      '宽展期截止：甲方标（注册号30000011 第30类）',
    ]);
    // the events link back to the portal on the host the member asked from
    expect(parseCalendar(ics.body).events[0]!.URL).toMatch(
      /^http:\/\/localhost(:80)?\/search\/tmd\?detailId=30000011_30$/,
    );
    // also without '.ics', as some calendar apps trim it
    const bare = await fetchFeed(pathOf(feed.url).replace(/\.ics$/, ''));
    expect(bare.statusCode).toBe(200);
  });

  it('members see only their own account: B’s feed has B’s marks, and B cannot reset A’s', async () => {
    const a = await feedOf(memberA);
    const b = await feedOf(memberB);
    expect(b.url).not.toBe(a.url);
    const bText = (await fetchFeed(pathOf(b.url))).body;
    expect(bText).toContain('乙方标');
    expect(bText).not.toContain('甲方标');
    await call(app, memberB, 'POST', RECORD_PATHS.resetCalendarFeed);
    expect(await feedOf(memberA)).toEqual(a);
    expect((await fetchFeed(pathOf(a.url))).statusCode).toBe(200);
  });

  it('a sub-account gets its own address to the main account’s deadlines', async () => {
    const sub = await newSubAccount(app, memberA);
    const mine = await feedOf(sub);
    expect(mine.url).not.toBe((await feedOf(memberA)).url);
    const text = (await fetchFeed(pathOf(mine.url))).body;
    expect(summaries(text)).toContain('续展截止：甲方标（注册号30000011 第30类）');
    // the same deadline keeps one UID in both feeds: one event if both are subscribed
    const uids = (t: string) => parseCalendar(t).events.map((e) => e.UID);
    const mainText = (await fetchFeed(pathOf((await feedOf(memberA)).url))).body;
    expect(uids(text)).toEqual(uids(mainText));
    // a removed sub-account's address stops working
    await app.db.query('UPDATE members SET status = 0 WHERE id = $1', [sub.id]);
    expect(answer(await fetchFeed(pathOf(mine.url)))).toMatchObject({
      status: 404,
      message: archiveMessages.feedNotFound,
    });
  });

  it('reset: a new address, and the old one answers 404', async () => {
    const before = await feedOf(memberA);
    const res = await call(app, memberA, 'POST', RECORD_PATHS.resetCalendarFeed);
    expect(res.statusCode).toBe(200);
    const after = body<CalendarFeed>(res).data;
    expect(after.url).not.toBe(before.url);
    expect(await feedOf(memberA)).toEqual(after);
    expect(answer(await fetchFeed(pathOf(before.url)))).toEqual({
      status: 404,
      code: ApiCode.notFound,
      message: archiveMessages.feedNotFound,
      data: null,
    });
    expect((await fetchFeed(pathOf(after.url))).statusCode).toBe(200);
  });

  it('visitors and members below enterprise VIP get no address; a lapsed member’s feed pauses', async () => {
    expect((await call(app, null, 'GET', RECORD_PATHS.calendarFeed)).statusCode).toBe(401);
    expect((await call(app, null, 'POST', RECORD_PATHS.resetCalendarFeed)).statusCode).toBe(401);
    const basic = await newMainAccount(app);
    const address = await feedOf(basic); // during its enterprise trial
    await setLevel(app, basic.account, 1);
    for (const res of [
      await call(app, basic, 'GET', RECORD_PATHS.calendarFeed),
      await call(app, basic, 'POST', RECORD_PATHS.resetCalendarFeed),
      await fetchFeed(pathOf(address.url)),
    ]) {
      expect(answer(res)).toMatchObject({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
      });
    }
    await setLevel(app, basic.account, 4);
    expect((await fetchFeed(pathOf(address.url))).statusCode).toBe(200);
  });

  it('unknown or malformed secrets: always a 4xx envelope, never a calendar', async () => {
    const secrets = [
      'A'.repeat(32),
      `${'A'.repeat(32)}.ics`,
      'short.ics',
      '%00%00',
      '%E5%95%86%E6%A0%87.ics',
      '%FF%FE.ics',
      `${'x'.repeat(200)}.ics`,
      '..%2F..%2Fetc%2Fpasswd',
      "'%20OR%201=1--",
    ];
    for (const secret of secrets) {
      const res = await fetchFeed(`/shebiao/calendar/${secret}`);
      expect([res.statusCode, secret]).toEqual([expect.any(Number), secret]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message']);
    }
    expect(answer(await fetchFeed(calendarFeedPath('B'.repeat(32))))).toMatchObject({
      status: 404,
      message: archiveMessages.feedNotFound,
    });
  });

  it('is rate limited per address', async () => {
    const path = calendarFeedPath('C'.repeat(32));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await fetchFeed(path)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
