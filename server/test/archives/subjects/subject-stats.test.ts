import type { FastifyInstance } from 'fastify';
import {
  RECORD_PATHS,
  SUBJECT_TYPES,
  type ArchivePage,
  type SubjectPage,
} from 'shared-api/contract';
import { shanghaiDate } from '../../../src/monitoring/watches';
import { body, build } from '../../helper';
import { call, newMainAccount, type Caller } from '../../routes/account/money/money-helpers';
import {
  AGENCY,
  HOLDER,
  HOLDER_VARIANT,
  addSubject,
  importMarks,
  mark,
} from '../records/archive-fixtures';

/**
 * monitorNum and monitorUpdateDate are read from the register when a subject is read, never
 * stored: a mark imported after the subject was added counts at once, in the list, the
 * archive and the renewal list.
 */
let app: FastifyInstance;
let member: Caller;
beforeAll(async () => {
  app = await build();
  member = await newMainAccount(app);
});
afterAll(() => app.close());

const subjects = async () =>
  body<SubjectPage>(await call(app, member, 'POST', RECORD_PATHS.query, {})).data.list;

it('a mark imported later is counted and dated at once', async () => {
  await importMarks(app, [
    mark({ TM_NAME: '旧一', TM_HOLDER_CN: HOLDER, TM_PROXY: AGENCY }),
    mark({ TM_NAME: '旧二', TM_HOLDER_CN: HOLDER, TM_PROXY: null }),
  ]);
  // as if they had been imported long ago
  await app.db.query(`UPDATE trademarks SET updated_at = '2020-05-04T20:00:00Z'`);
  const holder = await addSubject(app, member, HOLDER, SUBJECT_TYPES.holder);
  const agency = await addSubject(app, member, AGENCY, SUBJECT_TYPES.agency);
  expect(holder).toMatchObject({ monitorNum: 2, monitorUpdateDate: '2020-05-05' });
  expect(agency).toMatchObject({ monitorNum: 1, monitorUpdateDate: '2020-05-05' });

  await importMarks(app, [
    mark({ TM_NAME: '新一', TM_HOLDER_CN: HOLDER_VARIANT, TM_PROXY: AGENCY }),
    mark({ TM_NAME: '新二', TM_HOLDER_CN: '别人的公司', TM_PROXY: AGENCY }),
  ]);
  const today = shanghaiDate(new Date());
  expect(
    (await subjects()).map((s) => [s.monitorValue, s.monitorNum, s.monitorUpdateDate]),
  ).toEqual([
    [HOLDER, 3, today],
    [AGENCY, 3, today],
  ]);
  const archive = body<ArchivePage>(
    await call(app, member, 'POST', RECORD_PATHS.queryRecordById, { customRecordId: holder.id }),
  ).data;
  expect(archive.list.map((r) => r.TM_NAME).sort()).toEqual(['旧一', '旧二', '新一'].sort());
  expect(archive.subject).toMatchObject({ monitorNum: 3, monitorUpdateDate: today });
});

it('a mark that changes holder leaves one archive for the other', async () => {
  const before = (await subjects()).find((s) => s.monitorValue === HOLDER)!.monitorNum;
  const moved = mark({ TM_NAME: '转让', TM_HOLDER_CN: HOLDER });
  await importMarks(app, [moved]);
  expect((await subjects()).find((s) => s.monitorValue === HOLDER)!.monitorNum).toBe(before + 1);
  // the same number and class again, now held by another company (a transfer)
  await importMarks(app, [{ ...moved, TM_HOLDER_CN: '受让公司' }]);
  expect((await subjects()).find((s) => s.monitorValue === HOLDER)!.monitorNum).toBe(before);
});
