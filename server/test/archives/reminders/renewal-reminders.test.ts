import type { FastifyInstance } from 'fastify';
// the helper first: it loads the shims the app's ESM dependencies need under jest
import { build, testClock } from '../../helper';
import { buildApp } from '../../../src/app';
import { sendRenewalReminders } from '../../../src/archives/reminders';
import { newMember } from '../../money/members';
import { addSubject, loadRenewalMarks, type RenewalMarkSpec } from '../renewal-fixtures';

/** 10:00 in Shanghai on 2025-06-01: "today" of these tests. */
const at = (day: string) => new Date(`${day}T02:00:00Z`);
const clock = testClock('2025-06-01T02:00:00Z');

const HOLDER = '杭州续展科技有限公司';
const NEW_HOLDER = '宁波新主体有限公司';
const AGENCY = '北京续展商标代理有限公司';
const A_AGENCY = '杭州续展代理有限公司';

const MARKS: RenewalMarkSpec[] = [
  // account A's holder (its subject names it 有限责任公司: the same name once normalised)
  { n: 101, name: '十二月甲', holder: HOLDER, exclEnd: '2026-06-01', agency: A_AGENCY }, // 12 months: today
  { n: 102, name: '十二月乙', holder: HOLDER, exclEnd: '2026-05-29', agency: A_AGENCY }, // 12 months: 3 days ago
  { n: 103, name: '半年', holder: HOLDER, exclEnd: '2025-12-01', agency: A_AGENCY }, // 6 months: today
  { n: 104, name: '一月', holder: HOLDER, exclEnd: '2025-07-01', agency: A_AGENCY }, // 1 month: today
  { n: 105, name: '宽展', holder: HOLDER, exclEnd: '2025-05-31', agency: A_AGENCY }, // grace from today
  { n: 106, name: '太旧', holder: HOLDER, exclEnd: '2026-05-20', agency: A_AGENCY }, // 12 days ago: too old
  { n: 107, name: '明日', holder: HOLDER, exclEnd: '2026-06-02', agency: A_AGENCY }, // tomorrow
  { n: 108, name: '无效', holder: HOLDER, exclEnd: '2026-06-01', status: 3, agency: A_AGENCY }, // not registered
  { n: 109, name: '他人', holder: '别家公司', exclEnd: '2026-06-01' }, // under no subject
  // account B's holder, added today
  { n: 201, name: '两月后', holder: NEW_HOLDER, exclEnd: '2025-08-01' }, // 2 months left
  { n: 202, name: '昨日十二月', holder: NEW_HOLDER, exclEnd: '2026-05-30' }, // before the subject
  { n: 203, name: '当日半年', holder: NEW_HOLDER, exclEnd: '2025-12-01' }, // on its first day
  // account C follows an agency
  { n: 301, name: '代理甲', holder: '某客户有限公司', exclEnd: '2025-07-01', agency: AGENCY },
];

let app: FastifyInstance;
let ids: Map<number, number>;
let accountA: number;
let accountB: number;
let accountC: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  ids = await loadRenewalMarks(app, MARKS);
  accountA = await newMember(app);
  accountB = await newMember(app);
  accountC = await newMember(app);
  await addSubject(app, accountA, {
    type: 3,
    name: '杭州续展科技有限责任公司',
    startDate: '2024-01-01',
  });
  // a second subject of A holding the same marks (their agency): each mark is reminded once
  await addSubject(app, accountA, {
    type: 4,
    name: A_AGENCY,
    startDate: '2025-05-01',
  });
  await addSubject(app, accountB, { type: 3, name: NEW_HOLDER, startDate: '2025-06-01' });
  await addSubject(app, accountC, { type: 4, name: `  ${AGENCY}  `, startDate: '2020-01-01' });
});
afterAll(() => app.close());

async function remindersOf(account: number) {
  const { rows } = await app.db.query<{
    title: string;
    content: { text: string; links: { url: string }[] };
  }>('SELECT title, content FROM reminders WHERE member_id = $1 ORDER BY id', [account]);
  return rows;
}

async function ledgerOf(account: number) {
  const { rows } = await app.db.query<{ trademark_id: number; reminder_key: string }>(
    `SELECT trademark_id, reminder_key FROM renewal_reminders WHERE main_member_id = $1
     ORDER BY trademark_id, reminder_key`,
    [account],
  );
  return rows.map((r) => [r.trademark_id, r.reminder_key]);
}

describe('renewal reminders', () => {
  it('one reminder per account summarising its due marks, the most urgent first', async () => {
    const sent = await sendRenewalReminders(app.db, at('2025-06-01'));
    expect(sent).toBe(3);
    const [reminder, ...more] = await remindersOf(accountA);
    expect(more).toEqual([]);
    expect(reminder!.title).toBe('商标续展提醒');
    expect(reminder!.content.links).toEqual([{ title: '查看续展管理', url: '/renewal' }]);
    const text = reminder!.content.text;
    expect(text).toContain(
      '1件商标注册有效期已届满，进入6个月宽展期，可加缴费用续展，逾期将被注销：宽展（注册号30000105 第30类，宽展期至2025-11-30）。',
    );
    expect(text).toContain(
      '1件商标将于1个月内到期续展，请尽快办理：一月（注册号30000104 第30类，2025-07-01到期）。',
    );
    expect(text).toContain(
      '1件商标将于6个月内到期续展：半年（注册号30000103 第30类，2025-12-01到期）。',
    );
    expect(text).toContain(
      '2件商标将于12个月内到期，已可办理续展：十二月乙（注册号30000102 第30类，2026-05-29到期）、十二月甲（注册号30000101 第30类，2026-06-01到期）。',
    );
    expect(text.indexOf('宽展期')).toBeLessThan(text.indexOf('1个月内'));
    expect(text.endsWith('请及时办理续展，详情请查看续展管理。')).toBe(true);
    // each mark once, though both of A's subjects (holder and agency) hold it
    expect(await ledgerOf(accountA)).toEqual([
      [ids.get(101), 'before12m:2026-06-01'],
      [ids.get(102), 'before12m:2026-05-29'],
      [ids.get(103), 'before6m:2025-12-01'],
      [ids.get(104), 'before1m:2025-07-01'],
      [ids.get(105), 'grace:2025-05-31'],
    ]);
    expect(text).not.toMatch(/太旧|明日|无效|他人/);
  });

  it('a mark whose threshold passed before its subject was added is settled without a reminder', async () => {
    const [reminder, ...more] = await remindersOf(accountB);
    expect(more).toEqual([]);
    expect(reminder!.content.text).toContain('当日半年');
    expect(reminder!.content.text).not.toContain('昨日十二月');
    expect(reminder!.content.text).not.toContain('两月后');
    expect(await ledgerOf(accountB)).toEqual([
      [ids.get(202), 'before12m:2026-05-30'],
      [ids.get(203), 'before6m:2025-12-01'],
    ]);
    // C follows an agency (its name typed with spaces): the agency's marks count
    expect((await remindersOf(accountC))[0]!.content.text).toContain('代理甲');
  });

  it('a rerun, or two runs at once, sends nothing twice', async () => {
    const ledgerBefore = await ledgerOf(accountA);
    const again = await Promise.all([
      sendRenewalReminders(app.db, at('2025-06-01')),
      sendRenewalReminders(app.db, at('2025-06-01')),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await remindersOf(accountA)).toHaveLength(1);
    expect(await ledgerOf(accountA)).toEqual(ledgerBefore);
    // a fresh account's first run, by two processes at once: one reminder
    const account = await newMember(app);
    await loadRenewalMarks(app, [
      { n: 501, name: '并发', holder: '并发测试有限公司', exclEnd: '2026-06-01' },
    ]);
    await addSubject(app, account, { type: 3, name: '并发测试有限公司', startDate: '2025-01-01' });
    const racing = await Promise.all([
      sendRenewalReminders(app.db, at('2025-06-01')),
      sendRenewalReminders(app.db, at('2025-06-01')),
    ]);
    expect(racing.sort()).toEqual([0, 1]);
    expect(await remindersOf(account)).toHaveLength(1);
  });

  it('the next thresholds come on their day; at most one reminder a day per account', async () => {
    expect(await sendRenewalReminders(app.db, at('2025-06-02'))).toBe(1);
    const list = await remindersOf(accountA);
    expect(list).toHaveLength(2);
    expect(list[1]!.content.text).toContain('1件商标将于12个月内到期，已可办理续展：明日');
    // a mark imported later the same day waits for tomorrow's run, still within the window
    await loadRenewalMarks(app, [
      { n: 110, name: '新导入', holder: HOLDER, exclEnd: '2026-06-02', agency: A_AGENCY },
    ]);
    expect(await sendRenewalReminders(app.db, new Date('2025-06-02T09:00:00Z'))).toBe(0);
    expect(await sendRenewalReminders(app.db, at('2025-06-03'))).toBe(1);
    expect((await remindersOf(accountA))[2]!.content.text).toContain('新导入');
  });

  it('a mark 2 months from expiry when followed gets only its 1-month reminder, on its day', async () => {
    expect(await sendRenewalReminders(app.db, at('2025-06-30'))).toBe(0);
    expect(await remindersOf(accountB)).toHaveLength(1);
    await sendRenewalReminders(app.db, at('2025-07-01'));
    const list = await remindersOf(accountB);
    expect(list).toHaveLength(2);
    expect(list[1]!.content.text).toContain(
      '1件商标将于1个月内到期续展，请尽快办理：两月后（注册号30000201 第30类，2025-08-01到期）',
    );
    expect((await ledgerOf(accountB)).filter(([id]) => id === ids.get(201))).toEqual([
      [ids.get(201), 'before1m:2025-08-01'],
    ]);
  });

  it('a renewed mark (a new end date) is reminded again for its new term', async () => {
    await app.db.query("UPDATE trademarks SET excl_end = '2036-06-01' WHERE id = $1", [
      ids.get(101),
    ]);
    await sendRenewalReminders(app.db, at('2035-06-01'));
    const keys = (await ledgerOf(accountA)).filter(([id]) => id === ids.get(101));
    expect(keys).toEqual([
      [ids.get(101), 'before12m:2026-06-01'],
      [ids.get(101), 'before12m:2036-06-01'],
    ]);
  });

  it('runs from the upkeep when a server starts, like the money upkeep', async () => {
    const account = await newMember(app);
    await loadRenewalMarks(app, [
      { n: 401, name: '启动时', holder: '启动测试有限公司', exclEnd: '2026-06-01' },
    ]);
    await addSubject(app, account, { type: 3, name: '启动测试有限公司', startDate: '2025-01-01' });
    // a second server process on the same database: its start runs the upkeep
    const db = app.db;
    const second = buildApp({
      db: {
        kind: db.kind,
        query: (sql, params) => db.query(sql, params),
        exec: (sql) => db.exec(sql),
        copyRows: (table, columns, rows) => db.copyRows(table, columns, rows),
        transaction: (fn) => db.transaction(fn),
        close: async () => undefined,
      },
      migrate: false,
      logger: false,
      tokenSecret: 'test-secret',
      now: () => at('2025-06-01'),
    });
    await second.ready();
    await second.close();
    expect((await remindersOf(account))[0]!.content.text).toContain('启动时');
  });
});
