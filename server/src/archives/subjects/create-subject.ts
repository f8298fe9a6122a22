import { archiveMessages, type SubjectInput } from 'shared-api/contract';
import { isUniqueViolation, type Db, type Queryable } from '../../db/types';
import { conflict } from '../../http/api-error';
import { nameKey } from './name-key';
import { checkFreeSubject, lockSubjects } from './subject-quota';

/** Refuses a name the account already keeps as a subject of that type (same name key). */
export async function checkNotTaken(
  tx: Queryable,
  account: number,
  input: { type: number; key: string },
  exceptId: number | null = null,
): Promise<void> {
  const { rows } = await tx.query(
    `SELECT 1 FROM subjects WHERE main_member_id = $1 AND subject_type = $2 AND name_key = $3
       AND id IS DISTINCT FROM $4`,
    [account, input.type, input.key, exceptId],
  );
  if (rows.length > 0) throw conflict(archiveMessages.subjectExists);
}

/** The unique (account, type, name key) index answers a race the lock did not see. */
export async function asSubjectExists<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(archiveMessages.subjectExists);
    throw err;
  }
}

/**
 * create (spec 2 §7): a holder or agency subject within the level's free count of its type,
 * not kept already; the account's first subject becomes its default. Answers the new id.
 */
export async function createSubject(
  db: Db,
  account: number,
  levelId: number,
  input: SubjectInput,
  today: string,
): Promise<number> {
  return asSubjectExists(() =>
    db.transaction(async (tx) => {
      await lockSubjects(tx, account);
      await checkFreeSubject(tx, account, levelId, input.monitorType);
      const key = await nameKey(tx, input.monitorValue);
      await checkNotTaken(tx, account, { type: input.monitorType, key });
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO subjects (main_member_id, subject_type, name, name_key, is_default, start_date)
         VALUES ($1, $2, $3, $4,
           NOT EXISTS (SELECT 1 FROM subjects WHERE main_member_id = $1), $5::date)
         RETURNING id`,
        [account, input.monitorType, input.monitorValue, key, today],
      );
      return rows[0]!.id;
    }),
  );
}
