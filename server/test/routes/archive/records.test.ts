import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  SUBJECT_TYPES,
  archiveMessages as m,
  type ArchivePage,
} from 'shared-api/contract';
import { body, build, testClock } from '../../helper';
import { setLevel } from '../account/account-helpers';
import { answer, call, newMainAccount, type Caller } from '../account/money/money-helpers';
import {
  AGENCY,
  ARCHIVE_MARKS,
  HOLDER,
  addSubject,
  importMarks,
} from '../../archives/records/archive-fixtures';

const clock = testClock('2025-03-01T02:00:00Z');
let app: FastifyInstance;
let member: Caller;
let holderId: number;
let agencyId: number;
let emptyId: number;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await importMarks(app, ARCHIVE_MARKS());
  member = await newMainAccount(app);
  holderId = (await addSubject(app, member, HOLDER, SUBJECT_TYPES.holder)).id;
  agencyId = (await addSubject(app, member, AGENCY, SUBJECT_TYPES.agency)).id;
  emptyId = (await addSubject(app, member, '没有商标的公司', SUBJECT_TYPES.holder)).id;
});
afterAll(() => app.close());

const read = async (path: string, payload: object) =>
  body<ArchivePage>(await call(app, member, 'POST', path, payload));
const byId = (payload: object) => read(RECORD_PATHS.queryRecordById, payload);
const search = (payload: object) => read(RECORD_PATHS.searchRecordById, payload);
const names = (page: ArchivePage) => page.list.map((r) => r.TM_NAME);

describe('queryRecordById', () => {
  it('every mark under the holder (its spellings too), newest application first, with counts', async () => {
    const answer = await byId({ customRecordId: holderId });
    expect(answer.code).toBe(200);
    const page = answer.data;
    expect(names(page)).toEqual(['XINGHE', '星河云', '星河智能', '星河']);
    expect(page).toMatchObject({
      total: 4,
      pageNum: 1,
      pageSize: 10,
      filter: [{ TM_STATUS: { 0: 1, 1: 1, 2: 2, 3: 0 } }, { TM_NCL: { 9: 2, 35: 1, 42: 1 } }],
      subject: { id: holderId, monitorValue: HOLDER, monitorNum: 4, isDefault: 1 },
    });
    expect(page.list[1]).toEqual({
      ID: expect.any(Number),
      UID: `${page.list[1]!.TM_CODE}_9`,
      imageUrl: null,
      TM_NAME: '星河云',
      TM_CODE: expect.stringMatching(/^5\d{7}$/),
      TM_NCL: 9,
      TM_STATUS: 1,
      TM_APP_DATE: '2021-01-01',
      TM_HOLDER_CN: HOLDER,
      TM_PROXY: AGENCY,
    });
  });

  it('an agency subject: every mark the agency filed, whoever holds it', async () => {
    const page = (await byId({ customRecordId: agencyId })).data;
    expect(names(page)).toEqual(['星河云', '星河', '金河', '金河味道']);
    expect(page.filter).toEqual([
      { TM_STATUS: { 0: 0, 1: 1, 2: 2, 3: 1 } },
      { TM_NCL: { 9: 2, 30: 2 } },
    ]);
  });

  it('pages', async () => {
    const page = (await byId({ customRecordId: holderId, pageNum: 2, pageSize: 3 })).data;
    expect(names(page)).toEqual(['星河']);
    expect(page).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
  });

  it('code 201 with an empty page when the subject has no marks', async () => {
    const res = await call(app, member, 'POST', RECORD_PATHS.queryRecordById, {
      customRecordId: emptyId,
    });
    expect(res.statusCode).toBe(200);
    expect(body<ArchivePage>(res)).toMatchObject({
      code: ApiCode.noMatch,
      message: '未匹配到数据',
      data: {
        list: [],
        total: 0,
        filter: [{ TM_STATUS: { 0: 0, 1: 0, 2: 0, 3: 0 } }, { TM_NCL: {} }],
        subject: { id: emptyId, monitorNum: 0, monitorUpdateDate: null },
      },
    });
  });
});

describe('searchRecordById', () => {
  it('filters by status: the class counts follow it, the status counts do not', async () => {
    const page = (await search({ customRecordId: holderId, tmStatus: 2 })).data;
    expect(names(page)).toEqual(['星河智能', '星河']);
    expect(page.total).toBe(2);
    expect(page.filter).toEqual([
      { TM_STATUS: { 0: 1, 1: 1, 2: 2, 3: 0 } },
      { TM_NCL: { 9: 1, 35: 1 } },
    ]);
  });

  it('filters by classes (a number or several joined by commas)', async () => {
    const page = (await search({ customRecordId: holderId, tmNcl: '9,35' })).data;
    expect(names(page)).toEqual(['星河云', '星河智能', '星河']);
    expect(page.filter).toEqual([
      { TM_STATUS: { 0: 0, 1: 1, 2: 2, 3: 0 } },
      { TM_NCL: { 9: 2, 35: 1, 42: 1 } },
    ]);
    expect(names((await search({ customRecordId: holderId, tmNcl: 42 })).data)).toEqual(['XINGHE']);
  });

  it('filters by name (contains, normalised) and by number (prefix)', async () => {
    expect(names((await search({ customRecordId: holderId, tmName: '星河' })).data)).toEqual([
      '星河云',
      '星河智能',
      '星河',
    ]);
    expect(names((await search({ customRecordId: holderId, tmName: 'xinghe' })).data)).toEqual([
      'XINGHE',
    ]);
    const all = (await byId({ customRecordId: holderId })).data.list;
    const code = all[2]!.TM_CODE;
    const page = (await search({ customRecordId: holderId, tmCode: code })).data;
    expect(names(page)).toEqual(['星河智能']);
    // the name and number narrow the counts too
    expect(page.filter).toEqual([{ TM_STATUS: { 0: 0, 1: 0, 2: 1, 3: 0 } }, { TM_NCL: { 35: 1 } }]);
    expect((await search({ customRecordId: holderId, tmCode: code.slice(0, 4) })).data.total).toBe(
      4,
    );
  });

  it('every filter at once; nothing left is code 201', async () => {
    const page = (
      await search({ customRecordId: agencyId, tmNcl: 30, tmStatus: 3, tmName: '金河' })
    ).data;
    expect(names(page)).toEqual(['金河味道']);
    const none = await search({ customRecordId: agencyId, tmName: '不存在的名字' });
    expect(none.code).toBe(ApiCode.noMatch);
    expect(none.data).toMatchObject({ list: [], total: 0 });
    const punctuation = await search({ customRecordId: agencyId, tmName: '！！' });
    expect(punctuation.code).toBe(ApiCode.noMatch);
  });

  it('a filter with wildcards takes them literally', async () => {
    expect((await search({ customRecordId: holderId, tmCode: '%' })).code).toBe(ApiCode.noMatch);
    expect((await search({ customRecordId: holderId, tmName: '_' })).code).toBe(ApiCode.noMatch);
  });

  it('refuses bad filters with the contract messages', async () => {
    const cases: Array<[object, string]> = [
      [{ tmNcl: '0' }, m.badClasses],
      [{ tmNcl: '46' }, m.badClasses],
      [{ tmNcl: '9,x' }, m.badClasses],
      [{ tmStatus: 4 }, m.badStatus],
      [{ tmStatus: 'x' }, m.badStatus],
      [{ customRecordId: 'abc' }, m.subjectNotFound],
      [{ customRecordId: 2_147_483_648 }, m.subjectNotFound],
    ];
    for (const [payload, message] of cases) {
      expect(
        answer(await call(app, member, 'POST', RECORD_PATHS.searchRecordById, payload)),
      ).toMatchObject({ status: 400, code: ApiCode.badRequest, message });
    }
  });
});

describe('queryRecord', () => {
  it('the default subject when none is named, following the default switch', async () => {
    const first = await read(RECORD_PATHS.queryRecord, {});
    expect(first.data.subject.id).toBe(holderId);
    expect(first.data.total).toBe(4);
    await app.inject({
      method: 'PUT',
      url: RECORD_PATHS.setDefault(emptyId),
      headers: { authorization: `Bearer ${member.token}` },
    });
    const empty = await read(RECORD_PATHS.queryRecord, {});
    expect(empty).toMatchObject({
      code: ApiCode.noMatch,
      data: { total: 0, subject: { id: emptyId } },
    });
    await app.inject({
      method: 'PUT',
      url: RECORD_PATHS.setDefault(holderId),
      headers: { authorization: `Bearer ${member.token}` },
    });
  });

  it('an account without subjects is told to add one', async () => {
    const fresh = await newMainAccount(app);
    expect(answer(await call(app, fresh, 'POST', RECORD_PATHS.queryRecord, {}))).toEqual({
      status: 404,
      code: ApiCode.notFound,
      message: m.noDefaultSubject,
      data: null,
    });
  });

  it('below enterprise VIP: 4002', async () => {
    const basic = await newMainAccount(app);
    await setLevel(app, basic.id, 2);
    for (const path of [
      RECORD_PATHS.queryRecord,
      RECORD_PATHS.queryRecordById,
      RECORD_PATHS.searchRecordById,
    ]) {
      expect(answer(await call(app, basic, 'POST', path, {}))).toEqual({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
        data: null,
      });
      expect((await call(app, null, 'POST', path, {})).statusCode).toBe(401);
    }
  });
});
