import type { Queryable } from '../../db/types';
import type { WatchScope } from './watch-scope';
import type { WatchedValue } from './watch-value';

export interface NewWatch {
  account: number;
  value: WatchedValue;
  remarkApplicant: string;
  remarkKeyword: string;
  scope: WatchScope;
  startDate: string;
  endDate: string;
  /** the order that paid for it; null: a free slot */
  orderId: number | null;
  createdAt: Date;
}

export async function insertWatch(db: Queryable, watch: NewWatch): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO watches (main_member_id, watch_type, name, picture_sha256, remark_applicant,
       remark_keyword, classes, group_codes, start_date, end_date, paid, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      watch.account,
      watch.value.type,
      watch.value.type === 1 ? watch.value.name : null,
      watch.value.type === 2 ? watch.value.pictureSha256 : null,
      watch.remarkApplicant,
      watch.remarkKeyword,
      watch.scope.classes,
      watch.scope.groups,
      watch.startDate,
      watch.endDate,
      watch.orderId !== null,
      watch.orderId,
      watch.createdAt,
    ],
  );
  return rows[0]!.id;
}
