import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ApiCode,
  AUTH_BASE,
  APPLICANT_SUGGEST_PATH,
  CHILD_PATHS,
  DETAIL_PATH,
  MEMBER_VIEW_BASE,
  SEARCH_DAILY_QUOTAS,
  SEARCH_PATHS,
  searchQuotaMessages,
  TOKEN_EXPIRED_MESSAGE,
  type CurrentDetails,
  type SearchResult,
  type TokenPair,
} from 'shared-api/contract';
import { shanghaiDay } from '../../src/exports/file-names';
import { body, build, callAs, registerMember, testClock } from '../helper';
import { mainAccount, passwordLogin, setLevel } from '../routes/account/account-helpers';
import { loadSearchMarks } from '../routes/search/search-marks';

// 2025-03-01 10:00 in Shanghai
const clock = testClock('2025-03-01T02:00:00Z');
let app: FastifyInstance;
let codes: string[];
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadSearchMarks(app);
});
afterAll(() => app.close());

const searchAs = (token: string | null, mode: keyof typeof SEARCH_PATHS = 1) =>
  callAs(app, token, 'POST', SEARCH_PATHS[mode], { keyword: '华为' });
const quotaOf = (res: LightMyRequestResponse) => body<SearchResult>(res).data.quota;

async function memberId(mobileOrName: string): Promise<number> {
  const res = await app.db.query<{ id: number }>(
    'SELECT id FROM members WHERE mobile = $1 OR name = $1',
    [mobileOrName],
  );
  return res.rows[0]!.id;
}

/** Sets the account's count of today (Shanghai) as if it had searched `used` times. */
async function setUsedToday(id: number, used: number): Promise<void> {
  await app.db.query(
    `INSERT INTO search_quota_days (member_id, day, used) VALUES ($1, $2::date, $3)
     ON CONFLICT (member_id, day) DO UPDATE SET used = EXCLUDED.used`,
    [id, shanghaiDay(clock.now()), used],
  );
}

async function usedToday(id: number): Promise<number | undefined> {
  const res = await app.db.query<{ used: number }>(
    'SELECT used FROM search_quota_days WHERE member_id = $1 AND day = $2::date',
    [id, shanghaiDay(clock.now())],
  );
  return res.rows[0]?.used;
}

describe('search calls need a login (spec 3 §6)', () => {
  const calls: Array<[string, string, object]> = [
    ...Object.entries(SEARCH_PATHS).map(
      ([mode, url]) =>
        [`mode ${mode}`, url, { keyword: '华为', imgURL: 'x' }] as [string, string, object],
    ),
    ['detail', DETAIL_PATH, { keyword: '1_9' }],
    ['applicant suggestions', APPLICANT_SUGGEST_PATH, { keyword: '华为' }],
  ];
  it.each(calls)('a visitor calling %s gets 401 未登录或token已过期', async (_, url, payload) => {
    const res = await callAs(app, null, 'POST', url, payload);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({
      code: ApiCode.unauthorized,
      message: TOKEN_EXPIRED_MESSAGE,
      data: null,
    });
  });
});

describe('daily search quota (spec 3 §9)', () => {
  it('refuses the 15,001st search of an enterprise member, and allows again the next day', async () => {
    const member = await registerMember(app); // the 7-day trial lends enterprise VIP
    const id = await memberId(member.phone);
    await setUsedToday(id, 14_999);

    const last = await searchAs(member.token);
    expect(last.statusCode).toBe(200);
    expect(quotaOf(last)).toEqual({ limit: 15_000, remaining: 0 });

    const refused = await searchAs(member.token);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      code: ApiCode.tooManyRequests,
      message: '今日查询次数已用完（企业VIP每日15000次），请明日再试或升级会员',
      data: null,
    });
    // the detail and the suggestions count too, and a refusal counts nothing
    const detail = await callAs(app, member.token, 'POST', DETAIL_PATH, {
      keyword: `${codes[0]}_9`,
    });
    expect(detail.statusCode).toBe(429);
    const suggest = await callAs(app, member.token, 'POST', APPLICANT_SUGGEST_PATH, {
      keyword: '华为',
    });
    expect(suggest.statusCode).toBe(429);
    expect(await usedToday(id)).toBe(15_000);

    clock.advance(14 * 3600_000); // 2025-03-02 00:00 in Shanghai
    // the access token of yesterday has expired: the client refreshes it
    const refreshed = await callAs(
      app,
      null,
      'GET',
      `${AUTH_BASE}/refresh?refreshToken=${member.refreshToken}`,
    );
    const nextDay = await searchAs(body<TokenPair>(refreshed).data.token);
    expect(nextDay.statusCode).toBe(200);
    expect(quotaOf(nextDay)).toEqual({ limit: 15_000, remaining: 14_999 });
  });

  it('counts every search mode, paging and the detail, one call each', async () => {
    const member = await registerMember(app);
    const id = await memberId(member.phone);
    for (const mode of [0, 1, 2, 3, 4] as const) {
      expect((await searchAs(member.token, mode)).statusCode).toBe(200);
    }
    const page2 = await callAs(app, member.token, 'POST', SEARCH_PATHS[1], {
      keyword: '华为',
      pageno: 2,
      pagesize: 2,
      getfilter: true,
    });
    expect(quotaOf(page2)).toEqual({ limit: 15_000, remaining: 15_000 - 6 });
    await callAs(app, member.token, 'POST', DETAIL_PATH, { keyword: `${codes[0]}_9` });
    await callAs(app, member.token, 'POST', APPLICANT_SUGGEST_PATH, { keyword: '华为' });
    expect(await usedToday(id)).toBe(8);
  });

  it("counts a sub-account's searches on its main account", async () => {
    const main = await mainAccount(app, clock);
    const name = `quota${Date.now() % 100000}`;
    const added = await callAs(app, main.token, 'POST', CHILD_PATHS.add, {
      name,
      password: 'child1234',
      validationPassword: 'child1234',
    });
    expect(added.statusCode).toBe(200);
    const child = body<TokenPair>(await passwordLogin(app, name, 'child1234')).data;

    await searchAs(child.token);
    const res = await searchAs(child.token);
    expect(quotaOf(res)).toEqual({ limit: 15_000, remaining: 14_998 });
    expect(await usedToday(main.id)).toBe(2);
    expect(await usedToday(await memberId(name))).toBeUndefined();

    // the main account's own searches share the count, and its quota refuses the child too
    expect(quotaOf(await searchAs(main.token))).toEqual({ limit: 15_000, remaining: 14_997 });
    await setUsedToday(main.id, 15_000);
    expect((await searchAs(child.token)).statusCode).toBe(429);
  });

  it.each([
    [1, 100, '今日查询次数已用完（注册会员每日100次），请明日再试或升级会员'],
    [2, 2000, '今日查询次数已用完（个人VIP每日2000次），请明日再试或升级会员'],
    [4, 30000, '今日查询次数已用完（代理VIP每日30000次），请明日再试'],
  ])('level %i: %i searches a day', async (level, quota, message) => {
    expect(SEARCH_DAILY_QUOTAS[level]).toBe(quota);
    const member = await registerMember(app);
    const id = await memberId(member.phone);
    await setLevel(app, id, level === 1 ? null : level);
    expect(quotaOf(await searchAs(member.token))).toEqual({ limit: quota, remaining: quota - 1 });
    await setUsedToday(id, quota);
    const refused = await searchAs(member.token);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).message).toBe(message);
  });

  it('lifts the limit at once when the account upgrades during the day', async () => {
    const member = await registerMember(app);
    const id = await memberId(member.phone);
    await setLevel(app, id, 2);
    expect(quotaOf(await searchAs(member.token))).toEqual({ limit: 2000, remaining: 1999 });
    await setUsedToday(id, 2000);
    expect((await searchAs(member.token)).statusCode).toBe(429);
    await setLevel(app, id, 3);
    const res = await searchAs(member.token);
    expect(res.statusCode).toBe(200);
    expect(quotaOf(res)).toEqual({ limit: 15_000, remaining: 12_999 });
  });

  it('does not cap internal accounts (level 6, our choice)', async () => {
    const member = await registerMember(app);
    const id = await memberId(member.phone);
    await setLevel(app, id, 6);
    await setUsedToday(id, 1_000_000);
    const res = await searchAs(member.token);
    expect(res.statusCode).toBe(200);
    expect(quotaOf(res)).toEqual({ limit: null, remaining: null });
    expect(await usedToday(id)).toBe(1_000_001);
  });

  it('lets parallel searches through only up to the quota', async () => {
    const member = await registerMember(app);
    const id = await memberId(member.phone);
    await setUsedToday(id, 14_990);
    const answers = await Promise.all(Array.from({ length: 20 }, () => searchAs(member.token)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await usedToday(id)).toBe(15_000);
  });

  it("shows the account's searches today in the member's details", async () => {
    const member = await registerMember(app);
    await searchAs(member.token);
    await searchAs(member.token);
    const details = await callAs(app, member.token, 'GET', `${MEMBER_VIEW_BASE}/currentDetails`);
    expect(body<CurrentDetails>(details).data.searchQuota).toEqual({
      limit: 15_000,
      used: 2,
      remaining: 14_998,
    });
  });

  it('shows the remaining count in words', () => {
    expect(searchQuotaMessages.remaining(14_998)).toBe('今日剩余查询 14,998 次');
  });
});
