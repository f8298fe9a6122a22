import type { Queryable } from '../../src/db/types';

let regNo = 70_000_000;

/**
 * Inserts bare trademarks straight into the register (one holder per call), for tests that
 * only need marks to exist: class counts, references that keep reference rows alive.
 */
export async function insertTrademarks(
  db: Queryable,
  marks: Array<{ classId: number; provinceCode?: string; updatedAt?: string }>,
  holderName = `测试申请人${regNo}`,
): Promise<void> {
  const holder = await db.query<{ id: number }>(
    `INSERT INTO holders (name_cn) VALUES ($1)
     ON CONFLICT (name_cn) DO UPDATE SET name_cn = EXCLUDED.name_cn RETURNING id`,
    [holderName],
  );
  for (const mark of marks) {
    regNo += 1;
    await db.query(
      `INSERT INTO trademarks (reg_no, class_id, name, status, app_date, holder_id, holder_cn,
         province_code, updated_at)
       VALUES ($1, $2, $3, 0, '2024-05-01', $4, $5, $6, COALESCE($7::timestamptz, now()))`,
      [
        String(regNo),
        mark.classId,
        `测试商标${regNo}`,
        holder.rows[0]!.id,
        holderName,
        mark.provinceCode ?? null,
        mark.updatedAt ?? null,
      ],
    );
  }
}
