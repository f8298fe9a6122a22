import type { Queryable } from '../../db/types';

export interface NewNoticeMark {
  account: number;
  regNo: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
}

/**
 * A free notice mark; null when the account already follows the number (UNIQUE
 * (main_member_id, reg_no)).
 */
export async function insertFreeNoticeMark(
  db: Queryable,
  mark: NewNoticeMark,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notice_marks (main_member_id, reg_no, start_date, end_date, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (main_member_id, reg_no) DO NOTHING RETURNING id`,
    [mark.account, mark.regNo, mark.startDate, mark.endDate, mark.createdAt],
  );
  return rows[0]?.id ?? null;
}

/**
 * A bought notice mark, delivered in the paying transaction: a year from today. Should the
 * account have started following the number meanwhile (a free slot taken while the QR code
 * was open), the money is not lost: that mark becomes a bought one with the year added.
 */
export async function insertPaidNoticeMark(
  db: Queryable,
  mark: NewNoticeMark & { orderId: number; years: number },
): Promise<string> {
  const { rows } = await db.query<{ end_date: string }>(
    `INSERT INTO notice_marks AS nm
       (main_member_id, reg_no, start_date, end_date, paid, order_id, created_at)
     VALUES ($1, $2, $3, $4, true, $5, $6)
     ON CONFLICT (main_member_id, reg_no) DO UPDATE SET paid = true, order_id = EXCLUDED.order_id,
       end_date = (greatest(nm.end_date, $3::date) + make_interval(years => $7))::date
     RETURNING to_char(end_date, 'YYYY-MM-DD') AS end_date`,
    [
      mark.account,
      mark.regNo,
      mark.startDate,
      mark.endDate,
      mark.orderId,
      mark.createdAt,
      mark.years,
    ],
  );
  return rows[0]!.end_date;
}
