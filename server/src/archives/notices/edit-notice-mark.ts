import {
  NOTICE_EDITS_ON_ADD_DAY,
  NOTICE_EDIT_GAP_DAYS,
  noticeMessages as m,
} from 'shared-api/contract';
import { isUniqueViolation, type Db } from '../../db/types';
import { conflict } from '../../http/api-error';
import { editQuote, type EditRule } from '../../monitoring/watches/edit-watch';
import { isExpired, noticeMarkOfNumber, ownNoticeMark } from './notice-store';
import { knownNumber } from './number-marks';

/** Spec 2 §4/§9: the watches' rule, with the notice constants. */
export const NOTICE_EDIT_RULE: EditRule = {
  editsOnAddDay: NOTICE_EDITS_ON_ADD_DAY,
  gapDays: NOTICE_EDIT_GAP_DAYS,
};

/**
 * update/{id}?code=: follow another number instead (spec 2 §7). The same number again is
 * no edit; another one must be known to the register, not followed already, and an edit
 * must be left (NOTICE_EDIT_RULE). An expired mark cannot be changed (该商标已过期).
 */
export async function updateNoticeMark(
  db: Db,
  account: number,
  id: number,
  regNo: string,
  today: string,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const mark = await ownNoticeMark(tx, account, id, true);
      if (isExpired(mark, today)) throw conflict(m.expired);
      if (regNo === mark.regNo) return;
      await knownNumber(tx, regNo);
      if (await noticeMarkOfNumber(tx, account, regNo)) throw conflict(m.alreadyFollowed);
      if (editQuote(mark, today, NOTICE_EDIT_RULE).canUpdateNum <= 0) {
        throw conflict(m.noEditsLeft(NOTICE_EDIT_GAP_DAYS));
      }
      await tx.query(
        `UPDATE notice_marks SET reg_no = $2, add_day_edits = add_day_edits + $3::int,
           last_edited_at = $4 WHERE id = $1`,
        [id, regNo, today === mark.addedDay ? 1 : 0, now],
      );
    });
  } catch (err) {
    // another request of the account followed the same number in between
    if (isUniqueViolation(err)) throw conflict(m.alreadyFollowed);
    throw err;
  }
}
