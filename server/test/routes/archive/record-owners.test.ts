import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ARCHIVE_EXPORT_PATHS,
  ApiCode,
  RECORD_PATHS,
  SUBJECT_TYPES,
  archiveMessages as m,
  type ArchivePage,
  type SubjectPage,
} from 'shared-api/contract';
import { exportMessages } from '../../../src/exports/messages';
import { body, build, callAs, testClock } from '../../helper';
import { newMainAccount, newSubAccount, type Caller } from '../account/money/money-helpers';
import {
  AGENCY,
  ARCHIVE_MARKS,
  HOLDER,
  addSubject,
  importMarks,
} from '../../archives/records/archive-fixtures';

/**
 * Issue 13's owner matrix over the subject, archive, renewal and renewal-export calls: member
 * B never reads or changes member A's subjects (an id of A's answers 主体不存在, as an unknown
 * one does), A's sub-account acts on A's subjects, a visitor is refused.
 */
const clock = testClock('2025-03-01T02:00:00Z');
let app: FastifyInstance;
let a: Caller;
let aSub: Caller;
let b: Caller;
let holderId: number;
let agencyId: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await importMarks(app, ARCHIVE_MARKS());
  a = await newMainAccount(app);
  aSub = await newSubAccount(app, a);
  b = await newMainAccount(app);
  holderId = (await addSubject(app, a, HOLDER, SUBJECT_TYPES.holder)).id;
  agencyId = (await addSubject(app, a, AGENCY, SUBJECT_TYPES.agency)).id;
  // old enough to be removed
  await app.db.query(`UPDATE subjects SET start_date = '2024-01-01'`);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT';
const send = (caller: Caller | null, method: Method, url: string, payload?: object) =>
  callAs(app, caller?.token ?? null, method as 'GET', url, payload);

/** Every call that names one of A's subjects, as the page sends it. */
const onSubject = (id: number): Array<[Method, string, object?]> => [
  ['PUT', RECORD_PATHS.update(id), { monitorType: 3, monitorValue: '改名有限公司' }],
  ['PUT', RECORD_PATHS.setDefault(id)],
  ['GET', RECORD_PATHS.remove(id)],
  ['POST', RECORD_PATHS.queryRecordById, { customRecordId: id }],
  ['POST', RECORD_PATHS.searchRecordById, { customRecordId: id, tmStatus: 2 }],
  ['POST', RECORD_PATHS.queryRecordXZ, { customRecordId: id }],
  ['POST', RECORD_PATHS.searchRecordXZ, { customRecordId: id }],
  ['POST', ARCHIVE_EXPORT_PATHS.renewals, { customRecordId: id }],
];
/** The calls that name no subject. */
const accountWide: Array<[Method, string, object?]> = [
  ['POST', RECORD_PATHS.query, {}],
  ['GET', RECORD_PATHS.createQuery],
  ['GET', RECORD_PATHS.quota],
  ['POST', RECORD_PATHS.create, { monitorType: 3, monitorValue: '访客公司' }],
  ['POST', RECORD_PATHS.matchAgent, { keyword: '星河', type: 3 }],
  ['POST', RECORD_PATHS.queryRecord, {}],
];

/** A's subjects as stored: what B must not be able to change. */
const storedOfA = async () =>
  (
    await app.db.query(
      `SELECT id, name, subject_type, is_default, renames FROM subjects
       WHERE main_member_id = $1 ORDER BY id`,
      [a.account],
    )
  ).rows;

const outcome = (res: LightMyRequestResponse) => {
  const isFile = String(res.headers['content-type']).includes('spreadsheetml');
  return isFile ? { status: res.statusCode, file: true } : { status: res.statusCode, ...body(res) };
};

it('a visitor is refused every call (the export with its login message)', async () => {
  for (const [method, url, payload] of [...accountWide, ...onSubject(holderId)]) {
    const res = await send(null, method, url, payload);
    if (url === ARCHIVE_EXPORT_PATHS.renewals) {
      expect(outcome(res)).toMatchObject({
        status: 403,
        code: ApiCode.noPermission,
        message: exportMessages.loginRequired,
      });
    } else {
      expect(res.statusCode).toBe(401);
    }
  }
});

it('member B reads and changes none of A’s subjects', async () => {
  const before = await storedOfA();
  for (const id of [holderId, agencyId]) {
    for (const [method, url, payload] of onSubject(id)) {
      expect(outcome(await send(b, method, url, payload))).toEqual({
        status: 404,
        code: ApiCode.notFound,
        message: m.subjectNotFound,
        data: null,
      });
    }
  }
  // B's own list, quota and default archive know nothing of A's
  expect(body<SubjectPage>(await send(b, 'POST', RECORD_PATHS.query, {})).data.total).toBe(0);
  expect(body(await send(b, 'GET', RECORD_PATHS.createQuery)).data).toMatchObject({
    residualFreeCreateNum_applicant: 9,
    residualFreeCreateNum_proxy: 9,
  });
  expect(outcome(await send(b, 'POST', RECORD_PATHS.queryRecord, {}))).toMatchObject({
    status: 404,
    message: m.noDefaultSubject,
  });
  // B keeping the same name is B's own subject, and A's stay as they were
  const own = await addSubject(app, b, HOLDER, SUBJECT_TYPES.holder);
  expect(own.isDefault).toBe(1);
  expect(
    body<ArchivePage>(await send(b, 'POST', RECORD_PATHS.queryRecord, {})).data.subject.id,
  ).toBe(own.id);
  expect(await storedOfA()).toEqual(before);
});

it('A’s sub-account acts on A’s subjects', async () => {
  const list = body<SubjectPage>(await send(aSub, 'POST', RECORD_PATHS.query, {})).data;
  expect(list.list.map((s) => s.id)).toEqual([holderId, agencyId]);
  expect(body(await send(aSub, 'GET', RECORD_PATHS.createQuery)).data).toMatchObject({
    residualFreeCreateNum_applicant: 8,
    residualFreeCreateNum_proxy: 8,
  });
  expect(body(await send(aSub, 'GET', RECORD_PATHS.quota)).code).toBe(200);
  expect(
    body(await send(aSub, 'POST', RECORD_PATHS.matchAgent, { keyword: '星河', type: 3 })).code,
  ).toBe(200);
  const read = body<ArchivePage>(await send(aSub, 'POST', RECORD_PATHS.queryRecord, {}));
  expect(read.data.subject.id).toBe(holderId);
  for (const [method, url, payload] of onSubject(agencyId)) {
    if (url.includes('/remove/')) continue; // removed last, below
    const res = await send(aSub, method, url, payload);
    expect(res.statusCode).toBe(200);
  }
  const stored = await storedOfA();
  expect(stored.find((s) => s.id === agencyId)).toMatchObject({
    name: '改名有限公司',
    subject_type: 3,
    is_default: true,
    renames: 1,
  });
  const created = await addSubject(app, aSub, '子账号添加的公司', SUBJECT_TYPES.holder);
  expect((await storedOfA()).map((s) => s.id)).toContain(created.id);
  expect(body(await send(aSub, 'GET', RECORD_PATHS.remove(holderId))).message).toBe(m.removed);
  expect((await storedOfA()).map((s) => s.id)).toEqual([agencyId, created.id]);
});
