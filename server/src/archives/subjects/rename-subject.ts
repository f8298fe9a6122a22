import { SUBJECT_RENAMES, archiveMessages, type SubjectInput } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { conflict } from '../../http/api-error';
import { ownSubject } from '../subject-store';
import { asSubjectExists, checkNotTaken } from './create-subject';
import { nameKey } from './name-key';
import { checkFreeSubject, lockSubjects } from './subject-quota';

/**
 * update/{id} (spec 2 §4): a new name (or type) for the subject, at most SUBJECT_RENAMES
 * times. The archive is a read by name key, so from now on it is the new name's marks. The
 * same name and type again changes nothing and uses no rename. A new type needs a free slot of
 * that type, as a create would.
 */
export async function renameSubject(
  db: Db,
  account: number,
  id: number,
  levelId: number,
  input: SubjectInput,
): Promise<void> {
  await asSubjectExists(() =>
    db.transaction(async (tx) => {
      await lockSubjects(tx, account);
      const subject = await ownSubject(tx, account, id, true);
      if (subject.name === input.monitorValue && subject.type === input.monitorType) return;
      if (subject.renames >= SUBJECT_RENAMES) throw conflict(archiveMessages.renameLimit);
      if (subject.type !== input.monitorType) {
        await checkFreeSubject(tx, account, levelId, input.monitorType);
      }
      const key = await nameKey(tx, input.monitorValue);
      await checkNotTaken(tx, account, { type: input.monitorType, key }, id);
      await tx.query(
        `UPDATE subjects SET name = $2, name_key = $3, subject_type = $4, renames = renames + 1
         WHERE id = $1`,
        [id, input.monitorValue, key, input.monitorType],
      );
    }),
  );
}
