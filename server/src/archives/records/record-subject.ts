import type { Queryable } from '../../db/types';
import { defaultSubject, ownSubject, type SubjectRecord } from '../subject-store';

/**
 * The subject an archive or renewal call reads: the one named by customRecordId (the
 * account's own, else 主体不存在), or with none named the default one (spec 2 §2 screen 4).
 */
export function recordSubject(
  db: Queryable,
  account: number,
  customRecordId: number | undefined,
): Promise<SubjectRecord> {
  return customRecordId === undefined
    ? defaultSubject(db, account)
    : ownSubject(db, account, customRecordId);
}
