import type { Queryable } from '../src/db/types';
import type { LoadableRecord } from '../src/register/record';

/**
 * The baseline bench:ingest compares against: what a first version would write, one
 * parameterised statement per holder, agency, mark and notice. Same result as loadBatch
 * for these records (images left out), many more round trips.
 */
export async function naiveInsert(tx: Queryable, r: LoadableRecord): Promise<void> {
  await tx.query(
    `INSERT INTO holders (name_cn, addr_cn, province_code, city_code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name_cn) DO NOTHING`,
    [r.TM_HOLDER_CN, r.TM_ADDR_CN, r.TM_AREA_CODE, r.TM_CITY_CODE],
  );
  if (r.TM_PROXY) {
    await tx.query('INSERT INTO agencies (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      r.TM_PROXY,
    ]);
  }
  await tx.query(
    `INSERT INTO trademarks (reg_no, class_id, name, status, mark_type, app_date, first_date,
       first_issue, reg_date, reg_issue, excl_start, excl_end, holder_id, holder_cn, addr_cn,
       agency_id, goods, group_codes, process)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
       (SELECT id FROM holders WHERE name_cn = $13), $13, $14,
       (SELECT id FROM agencies WHERE name = $15), $16, $17, $18)
     ON CONFLICT (reg_no, class_id) DO UPDATE SET name = excluded.name`,
    [
      r.TM_CODE,
      r.TM_NCL,
      r.TM_NAME,
      r.TM_STATUS,
      r.TM_TYPE,
      r.TM_APP_DATE,
      r.TM_FIRST_DATE,
      r.TM_FIRST_ISSUE,
      r.TM_REG_DATE,
      r.TM_REG_ISSUE,
      r.TM_DEADLINE_START,
      r.TM_DEADLINE_END,
      r.TM_HOLDER_CN,
      r.TM_ADDR_CN,
      r.TM_PROXY,
      JSON.stringify(r.TM_GOODSLS_CN),
      [...new Set(r.TM_GOODSLS_CN.map((g) => g.similarcode))].sort(),
      JSON.stringify(r.TM_PROCESS),
    ],
  );
  for (const n of r.TMNOTICELS_CN) {
    await tx.query(
      `INSERT INTO gazette_issues (issue_no, issue_date) VALUES ($1, $2)
       ON CONFLICT (issue_no) DO NOTHING`,
      [n.issue, n.date],
    );
    await tx.query(
      `INSERT INTO gazette_notices (issue_no, type_id, page, reg_no, class_id, mark_name,
         applicant)
       VALUES ($1, (SELECT id FROM notice_types WHERE code = $2), $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING`,
      [n.issue, n.code, n.page, r.TM_CODE, r.TM_NCL, r.TM_NAME, r.TM_HOLDER_CN],
    );
  }
}
