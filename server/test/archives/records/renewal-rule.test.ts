import type { FastifyInstance } from 'fastify';
import {
  GRACE_MONTHS,
  RENEWAL_STATUS,
  RENEWAL_WINDOW_MONTHS,
  addMonths,
  renewalState,
} from 'shared-api/contract';
import { renewalPage, renewalStateSql } from '../../../src/archives/records';
import { defaultSubject } from '../../../src/archives/subject-store';
import { addDays } from '../../../src/archives/subjects';
import { build } from '../../helper';
import { newMainAccount } from '../../routes/account/money/money-helpers';
import { addSubject, importMarks, mark } from './archive-fixtures';

/**
 * The renewal rule exists twice: the contract's renewalState() (rows, the pages) and
 * renewalStateSql() (filters, counts, order in the database). They must agree on every day,
 * above all on the edges: the window's first day, the end date, the day after, the grace
 * period's last day, and end dates whose ± months are clamped to a month's end.
 */

/** End dates on month ends, leap days and plain days. */
const END_DATES = [
  '2026-03-01',
  '2025-02-28',
  '2024-02-29',
  '2028-02-29',
  '2025-08-31',
  '2025-08-29',
  '2024-08-31',
  '2025-12-31',
  '2025-01-31',
  '2023-03-31',
  '2025-10-31',
  '2025-06-15',
];

/** The days around every edge of one end date. */
function edgeDays(exclEnd: string): string[] {
  const windowStart = addMonths(exclEnd, -RENEWAL_WINDOW_MONTHS);
  const graceEnd = addMonths(exclEnd, GRACE_MONTHS);
  return [windowStart, exclEnd, graceEnd].flatMap((day) => [-1, 0, 1].map((d) => addDays(day, d)));
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

it('renewalStateSql agrees with renewalState() on every edge day', async () => {
  const pairs = END_DATES.flatMap((end) => edgeDays(end).map((today) => ({ end, today })));
  const { rows } = await app.db.query<{ i: number; state: number }>(
    `SELECT x.i, ${renewalStateSql('x.today', 'x')} AS state
     FROM unnest($1::date[], $2::date[]) WITH ORDINALITY AS x(excl_end, today, i) ORDER BY x.i`,
    [pairs.map((p) => p.end), pairs.map((p) => p.today)],
  );
  const sql = rows.map((r) => r.state);
  const rule = pairs.map((p) => renewalState(p.end, p.today).status);
  expect(sql).toEqual(rule);
  // the edges do what the rule says, so the comparison is not between two wrong answers
  expect(renewalState('2026-03-01', '2025-03-01').status).toBe(RENEWAL_STATUS.renewal);
  expect(renewalState('2026-03-01', '2025-02-28').status).toBe(RENEWAL_STATUS.notYet);
  expect(renewalState('2025-08-31', '2026-02-28').status).toBe(RENEWAL_STATUS.grace);
  expect(renewalState('2025-08-31', '2026-03-01').status).toBe(RENEWAL_STATUS.overdue);
  expect(renewalState('2028-02-29', '2027-02-28').status).toBe(RENEWAL_STATUS.renewal);
  expect(renewalState('2028-02-29', '2027-02-27').status).toBe(RENEWAL_STATUS.notYet);
});

it('the list filtered by each state holds exactly the rows renewalState() puts there', async () => {
  const holder = '边界日期有限公司';
  await importMarks(
    app,
    END_DATES.map((end, i) =>
      mark({ TM_NAME: `边界${i}`, TM_STATUS: 2, TM_HOLDER_CN: holder, TM_DEADLINE_END: end }),
    ),
  );
  const member = await newMainAccount(app);
  await addSubject(app, member, holder, 3);
  const subject = await defaultSubject(app.db, member.account);
  const page = { pageNum: 1, pageSize: 100 };
  const days = [...new Set(END_DATES.slice(0, 6).flatMap(edgeDays))];
  for (const today of days) {
    const all = await renewalPage(app.db, subject, page, today);
    expect(all.total).toBe(END_DATES.length);
    for (const state of Object.values(RENEWAL_STATUS)) {
      const filtered = await renewalPage(app.db, subject, { ...page, tmXZSTATUS: state }, today);
      const expected = END_DATES.filter((end) => renewalState(end, today).status === state);
      expect(filtered.list.map((r) => r.TM_DEADLINE_END).sort()).toEqual(expected.sort());
      expect(filtered.filter[0].TM_XZSTATUS[String(state)]).toBe(expected.length);
    }
  }
});
