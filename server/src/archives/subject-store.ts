import { SUBJECT_TYPES, archiveMessages } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { notFound } from '../http/api-error';

/** A stored subject (table `subjects`), dates as Shanghai days. */
export interface SubjectRecord {
  id: number;
  mainMemberId: number;
  type: 3 | 4;
  name: string;
  nameKey: string;
  isDefault: boolean;
  renames: number;
  startDate: string;
}

/** The columns read into a SubjectRecord (s = subjects). */
export const SUBJECT_COLUMNS = `s.id, s.main_member_id AS "mainMemberId", s.subject_type AS type,
  s.name, s.name_key AS "nameKey", s.is_default AS "isDefault", s.renames,
  to_char(s.start_date, 'YYYY-MM-DD') AS "startDate"`;

/**
 * One subject of the account. Another account's subject and an unknown id get the same
 * answer, so ids reveal nothing about other members. `forUpdate` locks the row.
 */
export async function ownSubject(
  db: Queryable,
  account: number,
  id: number,
  forUpdate = false,
): Promise<SubjectRecord> {
  const { rows } = await db.query<SubjectRecord>(
    `SELECT ${SUBJECT_COLUMNS} FROM subjects s WHERE s.id = $1 AND s.main_member_id = $2
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id, account],
  );
  if (!rows[0]) throw notFound(archiveMessages.subjectNotFound);
  return rows[0];
}

/** The subject a page shows when it names none: the default one, else the oldest. */
export async function defaultSubject(db: Queryable, account: number): Promise<SubjectRecord> {
  const { rows } = await db.query<SubjectRecord>(
    `SELECT ${SUBJECT_COLUMNS} FROM subjects s WHERE s.main_member_id = $1
     ORDER BY s.is_default DESC, s.id LIMIT 1`,
    [account],
  );
  if (!rows[0]) throw notFound(archiveMessages.noDefaultSubject);
  return rows[0];
}

/**
 * The SQL condition "trademark `alias` is under the subject": its holder (3) or its agency (4)
 * has the subject's normalised name (archive_name_key, migration 020). The register's
 * variants of one name (full-width brackets, 有限责任公司) all count. `param` is the
 * placeholder that carries `subject.nameKey`.
 */
export function underSubjectSql(subject: Pick<SubjectRecord, 'type'>, param: string, alias = 't') {
  return subject.type === SUBJECT_TYPES.holder
    ? `${alias}.holder_id IN (SELECT id FROM holders WHERE archive_name_key(name_cn) = ${param})`
    : `${alias}.agency_id IN (SELECT id FROM agencies WHERE archive_name_key(name) = ${param})`;
}
