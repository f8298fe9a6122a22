import type { Db } from '../../db/types';
import { ownSubject } from '../subject-store';
import { lockSubjects } from './subject-quota';

/**
 * default/{id} (spec 2 §4): the subject becomes the default and the others lose the flag, in
 * one transaction. The old default is cleared first: the partial unique index
 * subjects_one_default_idx checks each row as it changes, and two defaults never exist.
 */
export async function setDefaultSubject(db: Db, account: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSubjects(tx, account);
    await ownSubject(tx, account, id, true);
    await tx.query(
      'UPDATE subjects SET is_default = false WHERE main_member_id = $1 AND is_default AND id <> $2',
      [account, id],
    );
    await tx.query('UPDATE subjects SET is_default = true WHERE id = $1 AND NOT is_default', [id]);
  });
}
