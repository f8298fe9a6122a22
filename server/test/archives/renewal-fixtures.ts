import type { FastifyInstance } from 'fastify';
import { runFileImport } from '../../src/register/run-import';
import type { TrademarkRecordInput } from '../../src/register/record';
import { sampleRecord, writeJsonl } from '../register/fixtures';

/** A registered mark for the renewal tests: number 30000000 + n, holder and end date given. */
export interface RenewalMarkSpec {
  n: number;
  name: string;
  holder: string;
  exclEnd: string | null;
  classId?: number;
  status?: number;
  agency?: string;
}

/** Loads the marks through the real importer (holders and agencies made as it makes them). */
export async function loadRenewalMarks(
  app: FastifyInstance,
  specs: readonly RenewalMarkSpec[],
): Promise<Map<number, number>> {
  const records = specs.map((spec) =>
    sampleRecord(spec.n, {
      TM_NAME: spec.name,
      TM_NCL: spec.classId ?? 30,
      TM_STATUS: spec.status ?? 2,
      TM_HOLDER_CN: spec.holder,
      TM_PROXY: spec.agency ?? '默认商标代理有限公司',
      TM_DEADLINE_END: spec.exclEnd,
      TMNOTICELS_CN: [],
    } satisfies Partial<TrademarkRecordInput>),
  );
  await runFileImport(app.db, await writeJsonl(records));
  const { rows } = await app.db.query<{ id: number; reg_no: string }>(
    'SELECT id, reg_no FROM trademarks WHERE reg_no = ANY($1::text[])',
    [records.map((r) => String(r.TM_CODE))],
  );
  // n → trademark id
  return new Map(rows.map((r) => [Number(r.reg_no) - 30_000_000, r.id]));
}

/**
 * A subject straight in the table (the subject routes are another change): the name as
 * typed, its key by the database's own archive_name_key, and its start date.
 */
export async function addSubject(
  app: FastifyInstance,
  account: number,
  spec: { type: 3 | 4; name: string; startDate: string; isDefault?: boolean },
): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO subjects (main_member_id, subject_type, name, name_key, is_default, start_date)
     VALUES ($1, $2, $3, archive_name_key($3), $4, $5) RETURNING id`,
    [account, spec.type, spec.name, spec.isDefault ?? false, spec.startDate],
  );
  return rows[0]!.id;
}
