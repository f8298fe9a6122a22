import type { FastifyInstance } from 'fastify';
import { calendarFeed } from '../../../src/archives/calendar';
import { marksUnderSubjects } from '../../../src/archives/renewal-marks';
import { build, testClock } from '../../helper';
import { newMember } from '../../money/members';
import { addSubject, loadRenewalMarks } from '../renewal-fixtures';
import { parseCalendar } from './parse-ical';

const clock = testClock('2025-06-01T02:00:00Z');
const ORIGIN = 'https://portal.test';
const HOLDER = '上海日历测试有限公司';
const LONG_NAME = '非常长的中文商标名称用来检验日历文件按七十五个八位组折行不会切断汉字';

/** Issues 1900–1913 published a week apart (the latest 12: 1902–1913), 1914 still loading. */
const issueDate = (issue: number) =>
  new Date(Date.UTC(2025, 0, 7 + (issue - 1900) * 7)).toISOString().slice(0, 10);

let app: FastifyInstance;
let account: number;
let ids: Map<number, number>;
let textWatch: number;
let pictureWatch: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  ids = await loadRenewalMarks(app, [
    { n: 1, name: '日历甲', holder: HOLDER, exclEnd: '2025-07-15' },
    { n: 2, name: LONG_NAME, holder: HOLDER, exclEnd: '2030-02-27', classId: 9 },
    // ended 15 months ago: only its grace deadline (3 months ago) is within a year back
    { n: 3, name: '宽展中', holder: HOLDER, exclEnd: '2024-03-01' },
    // both deadlines more than a year back, or more than 11 years ahead: not in the feed
    { n: 4, name: '早已过期', holder: HOLDER, exclEnd: '2023-01-01' },
    { n: 5, name: '很久以后', holder: HOLDER, exclEnd: '2036-12-01' },
    { n: 6, name: '无效', holder: HOLDER, exclEnd: '2026-01-01', status: 3 },
    { n: 7, name: '别人的', holder: '别家公司', exclEnd: '2026-01-01' },
    { n: 8, name: '甲;乙,丙\\丁', holder: HOLDER, exclEnd: '2027-03-31' },
    // held by the account's agency subject too: one pair of events, not two
    { n: 9, name: '代理也有', holder: HOLDER, exclEnd: '2028-01-01', agency: '日历代理有限公司' },
  ]);
  account = await newMember(app);
  await addSubject(app, account, { type: 3, name: HOLDER, startDate: '2025-01-01' });
  await addSubject(app, account, { type: 4, name: '日历代理有限公司', startDate: '2025-01-01' });

  for (let issue = 1900; issue <= 1914; issue++) {
    await app.db.query(
      'INSERT INTO gazette_issues (issue_no, issue_date, published_at) VALUES ($1, $2, $3)',
      [issue, issueDate(issue), issue === 1914 ? null : new Date()],
    );
  }
  const watch = async (type: 1 | 2, name: string | null) =>
    (
      await app.db.query<{ id: number }>(
        `INSERT INTO watches (main_member_id, watch_type, name, picture_sha256, classes,
           start_date, end_date)
         VALUES ($1, $2, $3, $4, '{30}', '2025-01-01', '2026-01-01') RETURNING id`,
        [account, type, name, type === 2 ? 'a'.repeat(64) : null],
      )
    ).rows[0]!.id;
  textWatch = await watch(1, '日历');
  pictureWatch = await watch(2, null);
  const match = (watchId: number, issue: number, n: number, score: number) =>
    app.db.query(
      `INSERT INTO watch_matches (watch_id, issue_no, trademark_id, score, grade, reasons)
       VALUES ($1, $2, $3, $4, '近似', '{读音相同}')`,
      [watchId, issue, ids.get(n), score],
    );
  await match(textWatch, 1913, 1, 70);
  await match(textWatch, 1913, 7, 90);
  await match(textWatch, 1911, 3, 80);
  await match(textWatch, 1901, 4, 99); // older than the latest 12 issues
  await match(textWatch, 1914, 5, 99); // an issue still loading
  await match(pictureWatch, 1913, 6, 60);
  // another account's watch: not in this feed
  const other = await newMember(app);
  await app.db.query(
    `INSERT INTO watches (main_member_id, watch_type, name, classes, start_date, end_date)
     VALUES ($1, 1, '别人', '{30}', '2025-01-01', '2026-01-01')`,
    [other],
  );
});
afterAll(() => app.close());

const feed = async () => parseCalendar(await calendarFeed(app.db, account, ORIGIN, clock.now()));

describe('calendar feed content', () => {
  it('renewal and grace deadlines of the subjects’ registered marks, a year back to 11 ahead', async () => {
    const { events } = await feed();
    const renewals = events.filter((e) => e.CATEGORIES !== '商标异议');
    expect(renewals.map((e) => [e['DTSTART;VALUE=DATE'], e.SUMMARY])).toEqual([
      ['20240901', '宽展期截止：宽展中（注册号30000003 第30类）'],
      ['20250715', '续展截止：日历甲（注册号30000001 第30类）'],
      ['20260115', '宽展期截止：日历甲（注册号30000001 第30类）'],
      ['20270331', '续展截止：甲;乙,丙\\丁（注册号30000008 第30类）'],
      ['20270930', '宽展期截止：甲;乙,丙\\丁（注册号30000008 第30类）'],
      ['20280101', '续展截止：代理也有（注册号30000009 第30类）'],
      ['20280701', '宽展期截止：代理也有（注册号30000009 第30类）'],
      ['20300227', `续展截止：${LONG_NAME}（注册号30000002 第9类）`],
      ['20300827', `宽展期截止：${LONG_NAME}（注册号30000002 第9类）`],
    ]);
    const first = renewals.find((e) => e.SUMMARY!.startsWith('续展截止：日历甲'))!;
    expect(first).toMatchObject({
      UID: `renewal-30000001-30-a${account}@calendar.shebiao`,
      'DTEND;VALUE=DATE': '20250716',
      URL: `${ORIGIN}/search/tmd?detailId=30000001_30`,
      CATEGORIES: '商标续展',
      DESCRIPTION: [
        `商标“日历甲”（注册号30000001，第30类，注册人：${HOLDER}）的注册有效期至2025-07-15。`,
        '续展期：2024-07-15至2025-07-15；期满未续展的，可在宽展期内（至2026-01-15）加缴费用续展。',
        `续展管理：${ORIGIN}/renewal`,
      ].join('\n'),
    });
    expect(renewals.find((e) => e.SUMMARY!.startsWith('宽展期截止：日历甲'))!.UID).toBe(
      `grace-30000001-30-a${account}@calendar.shebiao`,
    );
  });

  it('one opposition deadline per watch and issue of the latest 12 with matches', async () => {
    const { events } = await feed();
    const oppositions = events.filter((e) => e.CATEGORIES === '商标异议');
    expect(oppositions.map((e) => [e['DTSTART;VALUE=DATE'], e.SUMMARY, e.UID])).toEqual([
      [
        '20250625',
        '异议截止：监测“日历” 第1911期 1件近似商标',
        `opposition-w${textWatch}-i1911@calendar.shebiao`,
      ],
      [
        '20250708',
        '异议截止：监测“日历” 第1913期 2件近似商标',
        `opposition-w${textWatch}-i1913@calendar.shebiao`,
      ],
      [
        '20250708',
        '异议截止：图形监测 第1913期 1件近似商标',
        `opposition-w${pictureWatch}-i1913@calendar.shebiao`,
      ],
    ]);
    const latest = oppositions[1]!;
    // the strongest match first; the link opens the watch's result page of that issue
    expect(latest.DESCRIPTION!.split('\n')).toEqual([
      `第1913期商标公告（${issueDate(1913)}）中有2件商标与您监测的“日历”近似，如需异议请在2025-07-08前提出：`,
      '别人的（30000007 第30类）',
      '日历甲（30000001 第30类）',
      `监测结果：${latest.URL}`,
    ]);
    expect(latest.URL).toBe(
      `${ORIGIN}/monitorManage/result?issue=1913&id=${textWatch}&type=1&monitorValue=%E6%97%A5%E5%8E%86`,
    );
  });

  it('is valid iCalendar: CRLF, folded at 75 octets without cutting a character', async () => {
    const text = await calendarFeed(app.db, account, ORIGIN, clock.now());
    const { rawLines, head, events } = parseCalendar(text);
    expect(head).toMatchObject({
      VERSION: '2.0',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': '商标云查·商标期限',
    });
    expect(rawLines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // the long name's lines were folded, and read back whole
    const long = events.find((e) => e.SUMMARY!.includes(LONG_NAME))!;
    expect(text).not.toContain(LONG_NAME);
    expect(long.DESCRIPTION).toContain(LONG_NAME);
    // TEXT escaping: the name's ; , and \ are escaped on the wire
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:续展截止：甲\\;乙\\,丙\\\\丁');
    // every event is well formed
    for (const e of events) {
      expect(Object.keys(e)).toEqual(
        expect.arrayContaining(['UID', 'DTSTAMP', 'DTSTART;VALUE=DATE', 'DTEND;VALUE=DATE']),
      );
      expect(e.DTSTAMP).toBe('20250601T020000Z');
    }
    expect(new Set(events.map((e) => e.UID)).size).toBe(events.length);
  });

  it('stable: the same document on every fetch of the day; an account without subjects is empty', async () => {
    const once = await calendarFeed(app.db, account, ORIGIN, clock.now());
    expect(await calendarFeed(app.db, account, ORIGIN, clock.now())).toBe(once);
    const nobody = await newMember(app);
    expect(parseCalendar(await calendarFeed(app.db, nobody, ORIGIN, clock.now())).events).toEqual(
      [],
    );
  });

  it('the mark query keeps the soonest marks when capped', async () => {
    const subjects = [{ type: 3 as const, nameKey: HOLDER, startDate: '2025-01-01' }];
    const range = [{ from: '2020-01-01', to: '2040-01-01' }];
    const capped = await marksUnderSubjects(app.db, subjects, range, 2);
    expect(capped.map((m) => m.name)).toEqual(['早已过期', '宽展中']);
    expect((await marksUnderSubjects(app.db, subjects, range, null)).length).toBe(7);
  });
});
