import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Queryable } from '../db/types';
import type { RecordRules } from './read-jsonl';

/** The notice codes and area codes a record may use, as the database knows them. */
export async function loadRecordRules(db: Queryable, issue?: number): Promise<RecordRules> {
  const notices = await db.query<{ code: string }>('SELECT code FROM notice_types');
  const areas = await db.query<{ code: string }>('SELECT code FROM areas');
  return {
    noticeCodes: new Set(notices.rows.map((r) => r.code)),
    areaCodes: new Set(areas.rows.map((r) => r.code)),
    ...(issue === undefined ? {} : { issue }),
  };
}

/** A file's identity for resuming: its content hash, whatever its name. */
export async function fileChecksum(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
