import type { FastifyInstance } from 'fastify';
import { SUBJECT_TYPES, type SubjectType } from 'shared-api/contract';
import { archivePage, renewalPage } from '../../../src/archives/records';
import type { SubjectRecord } from '../../../src/archives/subject-store';
import { matchNames, subjectView } from '../../../src/archives/subjects';
import type { Queryable } from '../../../src/db/types';
import { build } from '../../helper';
import { AGENCY, ARCHIVE_MARKS, HOLDER, importMarks } from './archive-fixtures';

/**
 * The archive reads stay fast on a 1M register only through their indexes (migrations 020
 * and 021). Each statement the reads issue is explained on a register large enough for the
 * planner to prefer them (20,000 filler marks of 5,000 holders and 200 agencies beside the
 * test's own), with sequential scans priced out so a plan without an index would show one.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  await importMarks(app, ARCHIVE_MARKS());
  await app.db.exec(`
    INSERT INTO holders (name_cn) SELECT '填充控股' || g || '有限公司' FROM generate_series(1, 5000) g;
    INSERT INTO agencies (name) SELECT '填充' || g || '商标代理有限公司' FROM generate_series(1, 200) g;
    INSERT INTO trademarks (reg_no, class_id, name, status, app_date, excl_end, holder_id, holder_cn, agency_id)
    SELECT (70000000 + g)::text, 1 + g % 45, '填充' || g, g % 4, date '2001-01-01' + g % 8000,
      date '2016-01-01' + g % 4000, h.id, h.name_cn, a.id
    FROM generate_series(1, 20000) g
    JOIN holders h ON h.name_cn = '填充控股' || (1 + g % 5000) || '有限公司'
    JOIN agencies a ON a.name = '填充' || (1 + g % 200) || '商标代理有限公司';
  `);
  // one statement each: VACUUM cannot run in the transaction a multi-statement exec opens
  await app.db.exec('VACUUM ANALYZE trademarks');
  await app.db.exec('ANALYZE holders');
  await app.db.exec('ANALYZE agencies');
}, 60_000);
afterAll(() => app.close());

/** Runs `read` on a database that records its statements; answers their plans. */
async function plansOf(read: (db: Queryable) => Promise<unknown>): Promise<string[]> {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const recording: Queryable = {
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return app.db.query(sql, params);
    },
    exec: (sql) => app.db.exec(sql),
    copyRows: (table, columns, rows) => app.db.copyRows(table, columns, rows),
  };
  await read(recording);
  return app.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const plans: string[] = [];
    for (const { sql, params } of statements) {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}

async function subjectOf(name: string, type: SubjectType): Promise<SubjectRecord> {
  const { rows } = await app.db.query<{ key: string }>('SELECT archive_name_key($1) AS key', [
    name,
  ]);
  return {
    id: 1,
    mainMemberId: 1,
    type,
    name,
    nameKey: rows[0]!.key,
    isDefault: true,
    renames: 0,
    startDate: '2025-01-01',
  };
}

const page = { pageNum: 1, pageSize: 10 };

it('a holder subject: its name key index, then the marks by holder', async () => {
  const holder = await subjectOf(HOLDER, SUBJECT_TYPES.holder);
  const plans = await plansOf(async (db) => {
    await archivePage(db, holder, page);
    await renewalPage(db, holder, page, '2025-03-01');
    await subjectView(db, holder);
  });
  expect(plans).toHaveLength(5);
  for (const plan of plans) {
    expect(plan).toContain('holders_name_key_idx');
    expect(plan).toContain('trademarks_holder_idx');
    expect(plan).not.toMatch(/Seq Scan on (trademarks|holders)/);
  }
});

// Which scan of the agency archive index the planner picks (index-only, bitmap) depends on
// the visibility map and the statistics of the moment; what must hold is that the index is
// used and the table is not scanned. bench:search shows the speed on a 50,000-mark agency.
it('an agency subject: its name key index, then the agency archive index', async () => {
  const agency = await subjectOf(AGENCY, SUBJECT_TYPES.agency);
  const plans = await plansOf(async (db) => {
    await archivePage(db, agency, page);
    await renewalPage(db, agency, page, '2025-03-01');
    await subjectView(db, agency);
  });
  expect(plans).toHaveLength(5);
  for (const plan of plans) {
    expect(plan).toContain('agencies_name_key_idx');
    expect(plan).toMatch(
      /(Index Only Scan using|Index Scan using|Bitmap Index Scan on) trademarks_agency_archive_idx/,
    );
    expect(plan).not.toMatch(/Seq Scan on (trademarks|agencies)/);
  }
});

it('getMatchAgent: the name-key pair indexes, the exact key, marks counted by holder or agency', async () => {
  // the first statement only computes the keyword's key
  const [, holders] = await plansOf((db) => matchNames(db, '星河', SUBJECT_TYPES.holder, 10));
  expect(holders).toContain('holders_name_key_grams_idx');
  expect(holders).toContain('holders_name_key_idx');
  expect(holders).toContain('trademarks_holder_idx');
  const [, agencies] = await plansOf((db) => matchNames(db, '集佳', SUBJECT_TYPES.agency, 10));
  expect(agencies).toContain('agencies_name_key_grams_idx');
  expect(agencies).toContain('agencies_name_key_idx');
  expect(agencies).toContain('trademarks_agency_archive_idx');
});
