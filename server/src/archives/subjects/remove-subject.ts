import { archiveMessages } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { conflict } from '../../http/api-error';
import { ownSubject } from '../subject-store';
import { lockSubjects } from './subject-quota';
import { removableFrom } from './subject-view';

/**
 * remove/{id} (spec 2 §4): refused within 90 days of the subject's start date (so a free slot
 * cannot be turned over daily); removing the default makes the oldest remaining subject the
 * default, so an account with subjects always has one.
 */
export async function removeSubject(
  db: Db,
  account: number,
  id: number,
  today: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSubjects(tx, account);
    const subject = await ownSubject(tx, account, id, true);
    if (today < removableFrom(subject)) throw conflict(archiveMessages.removeLocked);
    await tx.query('DELETE FROM subjects WHERE id = $1', [id]);
    if (!subject.isDefault) return;
    await tx.query(
      `UPDATE subjects SET is_default = true WHERE id = (
         SELECT id FROM subjects WHERE main_member_id = $1 ORDER BY start_date, id LIMIT 1)`,
      [account],
    );
  });
}
