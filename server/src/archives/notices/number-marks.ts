import { markImageUrl, noticeMessages, type NoticeValidation } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';

/** A number as the register keys it: the few with letters have them upper-case. */
export const registerNumber = (code: string): string => code.trim().toUpperCase();

/**
 * What the register knows of a number: the mark of its lowest class (name, holder, logo)
 * and every class it is filed in. Null when the register has no mark of that number.
 */
export async function numberMark(db: Queryable, regNo: string): Promise<NoticeValidation | null> {
  const { rows } = await db.query<{
    mark: string;
    applicant: string;
    sha256: string | null;
    classes: number[];
  }>(
    `SELECT (array_agg(t.name ORDER BY t.class_id))[1] AS mark,
       (array_agg(t.holder_cn ORDER BY t.class_id))[1] AS applicant,
       (array_agg(trim(i.sha256) ORDER BY t.class_id))[1] AS sha256,
       array_agg(t.class_id::int ORDER BY t.class_id) AS classes
     FROM trademarks t LEFT JOIN mark_images i ON i.id = t.image_id
     WHERE t.reg_no = $1 GROUP BY t.reg_no`,
    [regNo],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    code: regNo,
    mark: row.mark,
    applicant: row.applicant,
    classes: row.classes,
    imagePath: row.sha256 ? markImageUrl(row.sha256) : null,
  };
}

/** The number's mark, or the dialog's refusal 校验失败，请重新输入 (validation, create, update). */
export async function knownNumber(db: Queryable, regNo: string): Promise<NoticeValidation> {
  const found = await numberMark(db, regNo);
  if (!found) throw notFound(noticeMessages.invalid);
  return found;
}
