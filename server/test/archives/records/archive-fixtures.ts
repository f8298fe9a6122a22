import type { FastifyInstance } from 'fastify';
import { RECORD_PATHS, type Envelope, type Subject, type SubjectType } from 'shared-api/contract';
import { runFileImport } from '../../../src/register/run-import';
import type { TrademarkRecordInput } from '../../../src/register/record';
import { body } from '../../helper';
import { sampleRecord, writeJsonl } from '../../register/fixtures';
import { call, type Caller } from '../../routes/account/money/money-helpers';

/** The holder of the archive tests, and a spelling of it the register also holds. */
export const HOLDER = '星河科技（北京）有限公司';
export const HOLDER_VARIANT = '星河科技(北京)有限责任公司';
/** The agency of the archive tests (its marks belong to several holders). */
export const AGENCY = '北京集佳知识产权代理有限公司';
export const OTHER_AGENCY = '上海华诚商标事务所有限公司';

let nextNumber = 0;

/** A mark for the importer: a fresh number, the holder and agency given, the rest sampled. */
export function mark(extra: Partial<TrademarkRecordInput>): TrademarkRecordInput {
  nextNumber += 1;
  const n = 40_000 + nextNumber;
  return {
    ...sampleRecord(n, { TM_NAME: `星河${n}`, TM_CODE: String(50_000_000 + n) }),
    TMNOTICELS_CN: [],
    ...extra,
  };
}

/** Loads marks through the real importer (as `npm run import` would). */
export async function importMarks(app: FastifyInstance, marks: TrademarkRecordInput[]) {
  await runFileImport(app.db, await writeJsonl(marks));
}

/**
 * The archive register: 4 marks of HOLDER (one under its variant spelling), 2 of another
 * holder through AGENCY, 1 elsewhere. Classes and statuses vary so every count differs.
 */
export const ARCHIVE_MARKS = (): TrademarkRecordInput[] => [
  mark({
    TM_NAME: '星河',
    TM_NCL: 9,
    TM_STATUS: 2,
    TM_HOLDER_CN: HOLDER,
    TM_PROXY: AGENCY,
    TM_APP_DATE: '2019-01-01',
  }),
  mark({
    TM_NAME: '星河云',
    TM_NCL: 9,
    TM_STATUS: 1,
    TM_HOLDER_CN: HOLDER,
    TM_PROXY: AGENCY,
    TM_APP_DATE: '2021-01-01',
  }),
  mark({
    TM_NAME: '星河智能',
    TM_NCL: 35,
    TM_STATUS: 2,
    TM_HOLDER_CN: HOLDER,
    TM_PROXY: OTHER_AGENCY,
    TM_APP_DATE: '2020-01-01',
  }),
  mark({
    TM_NAME: 'XINGHE',
    TM_NCL: 42,
    TM_STATUS: 0,
    TM_HOLDER_CN: HOLDER_VARIANT,
    TM_PROXY: null,
    TM_APP_DATE: '2022-01-01',
  }),
  mark({
    TM_NAME: '金河',
    TM_NCL: 30,
    TM_STATUS: 2,
    TM_HOLDER_CN: '金河食品有限公司',
    TM_PROXY: AGENCY,
    TM_APP_DATE: '2018-01-01',
  }),
  mark({
    TM_NAME: '金河味道',
    TM_NCL: 30,
    TM_STATUS: 3,
    TM_HOLDER_CN: '金河食品有限公司',
    TM_PROXY: AGENCY,
    TM_APP_DATE: '2017-01-01',
  }),
  mark({
    TM_NAME: '银河',
    TM_NCL: 30,
    TM_STATUS: 2,
    TM_HOLDER_CN: '银河星辰有限公司',
    TM_PROXY: OTHER_AGENCY,
    TM_APP_DATE: '2016-01-01',
  }),
];

/** Adds a subject through the API; answers it (throws on a refusal). */
export async function addSubject(
  app: FastifyInstance,
  caller: Caller,
  name: string,
  type: SubjectType,
): Promise<Subject> {
  const res = await call(app, caller, 'POST', RECORD_PATHS.create, {
    monitorType: type,
    monitorValue: name,
  });
  const answer = body<Subject>(res) as Envelope<Subject>;
  if (answer.code !== 200) throw new Error(`create failed: ${res.body}`);
  return answer.data;
}
