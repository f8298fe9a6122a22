import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  SUBJECT_TYPES,
  archiveMessages as m,
  type MatchAgentResult,
  type Subject,
  type SubjectCreateQuote,
  type SubjectPage,
} from 'shared-api/contract';
import { body, build, callAs, nextIp, testClock } from '../../helper';
import { setLevel } from '../account/account-helpers';
import {
  answer,
  call,
  newMainAccount,
  newSubAccount,
  type Caller,
} from '../account/money/money-helpers';
import {
  AGENCY,
  ARCHIVE_MARKS,
  HOLDER,
  HOLDER_VARIANT,
  addSubject,
  importMarks,
} from '../../archives/records/archive-fixtures';

const clock = testClock('2025-03-01T02:00:00Z');
const TODAY = '2025-03-01';
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ now: clock.now });
  await importMarks(app, ARCHIVE_MARKS());
});
afterAll(() => app.close());

const { holder: HOLDER_TYPE, agency: AGENCY_TYPE } = SUBJECT_TYPES;
const put = (caller: Caller, url: string, payload?: object) =>
  callAs(app, caller.token, 'PUT', url, payload);
const list = async (caller: Caller, payload: object = {}) =>
  body<SubjectPage>(await call(app, caller, 'POST', RECORD_PATHS.query, payload)).data;
const quote = async (caller: Caller) =>
  body<SubjectCreateQuote>(await call(app, caller, 'GET', RECORD_PATHS.createQuery)).data;
const create = (caller: Caller, monitorValue: string, monitorType: number = HOLDER_TYPE) =>
  call(app, caller, 'POST', RECORD_PATHS.create, { monitorType, monitorValue });
const defaults = async (account: number) =>
  (
    await app.db.query<{ id: number }>(
      'SELECT id FROM subjects WHERE main_member_id = $1 AND is_default ORDER BY id',
      [account],
    )
  ).rows.map((r) => r.id);
const refused = (status: number, code: number, message: string) => ({
  status,
  code,
  message,
  data: null,
});

describe('the enterprise gate', () => {
  it('visitors get 401; a registered member without VIP gets 4002 on every call', async () => {
    const member = await newMainAccount(app);
    await setLevel(app, member.id, null);
    const calls: Array<[string, string, object?]> = [
      ['POST', RECORD_PATHS.query, {}],
      ['GET', RECORD_PATHS.createQuery],
      ['GET', RECORD_PATHS.quota],
      ['POST', RECORD_PATHS.create, { monitorType: 3, monitorValue: HOLDER }],
      ['PUT', RECORD_PATHS.update(1), { monitorType: 3, monitorValue: HOLDER }],
      ['PUT', RECORD_PATHS.setDefault(1)],
      ['GET', RECORD_PATHS.remove(1)],
      ['POST', RECORD_PATHS.matchAgent, { keyword: '星河', type: 3 }],
    ];
    for (const [method, url, payload] of calls) {
      const asVisitor = await callAs(app, null, method as 'GET', url, payload);
      expect(asVisitor.statusCode).toBe(401);
      expect(answer(await callAs(app, member.token, method as 'GET', url, payload))).toEqual(
        refused(403, ApiCode.noPermission, NEEDS_ENTERPRISE_VIP),
      );
    }
  });
});

describe('quotas', () => {
  it('enterprise (the trial) 9 per type, agency 15; holders and agencies counted apart', async () => {
    const enterprise = await newMainAccount(app);
    expect(await quote(enterprise)).toEqual({
      freeCreateNum: 9,
      residualFreeCreateNum: 18,
      residualFreeCreateNum_applicant: 9,
      residualFreeCreateNum_proxy: 9,
      updateNum: 3,
    });
    expect(body(await call(app, enterprise, 'GET', RECORD_PATHS.quota)).data).toEqual({
      freeCreateNum: 9,
      freeCreateNum_applicant: 9,
      freeCreateNum_proxy: 9,
    });
    const agency = await newMainAccount(app);
    await setLevel(app, agency.id, 6);
    expect(body(await call(app, agency, 'GET', RECORD_PATHS.quota)).data).toEqual({
      freeCreateNum: 15,
      freeCreateNum_applicant: 15,
      freeCreateNum_proxy: 15,
    });
    await addSubject(app, agency, AGENCY, AGENCY_TYPE);
    expect(await quote(agency)).toMatchObject({
      freeCreateNum: 15,
      residualFreeCreateNum: 29,
      residualFreeCreateNum_applicant: 15,
      residualFreeCreateNum_proxy: 14,
    });
  });

  it('refuses the 10th holder on enterprise with noFreeSubjects; agencies still fit', async () => {
    const member = await newMainAccount(app);
    for (let i = 0; i < 9; i++) await addSubject(app, member, `填充公司${i}`, HOLDER_TYPE);
    expect(answer(await create(member, '第十家公司'))).toEqual(
      refused(409, ApiCode.conflict, m.noFreeSubjects('商标申请人', 9)),
    );
    expect(await quote(member)).toMatchObject({
      residualFreeCreateNum: 9,
      residualFreeCreateNum_applicant: 0,
      residualFreeCreateNum_proxy: 9,
    });
    await addSubject(app, member, AGENCY, AGENCY_TYPE);
    expect((await list(member)).total).toBe(10);
  });

  it('two creates at once for the last slot: one gets it', async () => {
    const member = await newMainAccount(app);
    for (let i = 0; i < 8; i++) await addSubject(app, member, `并发公司${i}`, HOLDER_TYPE);
    const answers = await Promise.all([create(member, '最后甲'), create(member, '最后乙')]);
    expect(answers.map((a) => body(a).code).sort()).toEqual([200, ApiCode.conflict]);
    expect((await list(member)).total).toBe(9);
  });
});

describe('creating', () => {
  it('checks the name and type with the messages of spec 2 §5', async () => {
    const member = await newMainAccount(app);
    const cases: Array<[object, string]> = [
      [{ monitorValue: '', monitorType: 3 }, m.nameRequired],
      [{ monitorValue: '   ', monitorType: 3 }, m.nameRequired],
      [{ monitorType: 3 }, m.nameRequired],
      [{ monitorValue: HOLDER }, m.typeRequired],
      [{ monitorValue: HOLDER, monitorType: '' }, m.typeRequired],
      [{ monitorValue: HOLDER, monitorType: 5 }, m.badType],
      [{ monitorValue: HOLDER, monitorType: 1 }, m.badType],
      [{ monitorValue: HOLDER, monitorType: 3.5 }, m.badType],
      [{ monitorValue: '名'.repeat(101), monitorType: 3 }, m.nameTooLong],
    ];
    for (const [payload, message] of cases) {
      expect(answer(await call(app, member, 'POST', RECORD_PATHS.create, payload))).toMatchObject({
        status: 400,
        code: ApiCode.badRequest,
        message,
      });
    }
  });

  it('the first subject is the default, with its archive counted now', async () => {
    const member = await newMainAccount(app);
    const res = await create(member, HOLDER);
    expect(answer(res)).toMatchObject({ status: 200, code: 200, message: m.added });
    const first = body<Subject>(res).data;
    expect(first).toEqual({
      id: expect.any(Number),
      monitorValue: HOLDER,
      monitorType: HOLDER_TYPE,
      isDefault: 1,
      // its three marks and the one filed as 星河科技(北京)有限责任公司
      monitorNum: 4,
      monitorUpdateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      startDate: TODAY,
      residualUpdateCount: 3,
      removableFrom: '2025-05-30',
    });
    const second = await addSubject(app, member, AGENCY, AGENCY_TYPE);
    expect(second).toMatchObject({ isDefault: 0, monitorNum: 4, monitorType: AGENCY_TYPE });
    expect(await defaults(member.account)).toEqual([first.id]);
  });

  it('takes a form body as well as JSON', async () => {
    const member = await newMainAccount(app);
    const res = await app.inject({
      method: 'POST',
      url: RECORD_PATHS.create,
      remoteAddress: nextIp(),
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ monitorType: '4', monitorValue: AGENCY }).toString(),
    });
    expect(body<Subject>(res).data).toMatchObject({ monitorValue: AGENCY, monitorType: 4 });
  });

  it('refuses a name the account keeps (same key and type); the other type is another subject', async () => {
    const member = await newMainAccount(app);
    await addSubject(app, member, HOLDER, HOLDER_TYPE);
    for (const name of [HOLDER, HOLDER_VARIANT, ' 星河科技 （北京） 有限公司 ']) {
      expect(answer(await create(member, name))).toEqual(
        refused(409, ApiCode.conflict, m.subjectExists),
      );
    }
    expect(body(await create(member, HOLDER, AGENCY_TYPE)).code).toBe(200);
    // another account may keep the same name
    expect(body(await create(await newMainAccount(app), HOLDER)).code).toBe(200);
  });
});

describe('the list', () => {
  it('default first, then in the order added; filtered by name as names match', async () => {
    const member = await newMainAccount(app);
    const a = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    const b = await addSubject(app, member, AGENCY, AGENCY_TYPE);
    const c = await addSubject(app, member, '金河食品有限公司', HOLDER_TYPE);
    await put(member, RECORD_PATHS.setDefault(c.id));
    const page = await list(member);
    expect(page.list.map((s) => s.id)).toEqual([c.id, a.id, b.id]);
    expect(page.list.map((s) => s.monitorNum)).toEqual([2, 4, 4]);
    expect(page.total).toBe(3);
    const found = await list(member, { monitorValue: '（北京）有限责任公司' });
    expect(found.list.map((s) => s.id)).toEqual([a.id]);
    expect((await list(member, { monitorValue: '%' })).total).toBe(0);
    const second = await list(member, { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(second.list.map((s) => s.id)).toEqual([b.id]);
  });
});

describe('renaming', () => {
  it('three renames, then renameLimit; the archive follows the new name', async () => {
    const member = await newMainAccount(app);
    const subject = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    const rename = (monitorValue: string, monitorType: number = HOLDER_TYPE) =>
      put(member, RECORD_PATHS.update(subject.id), { monitorType, monitorValue });

    const first = await rename('金河食品有限公司');
    expect(answer(first)).toMatchObject({ status: 200, message: m.updated });
    expect(body<Subject>(first).data).toMatchObject({
      monitorValue: '金河食品有限公司',
      monitorNum: 2,
      residualUpdateCount: 2,
    });
    // the same name again is no change and uses no rename
    expect(body<Subject>(await rename('金河食品有限公司')).data.residualUpdateCount).toBe(2);
    expect(body<Subject>(await rename(HOLDER_VARIANT)).data).toMatchObject({
      monitorNum: 4,
      residualUpdateCount: 1,
    });
    expect(body<Subject>(await rename(AGENCY, AGENCY_TYPE)).data).toMatchObject({
      monitorType: AGENCY_TYPE,
      monitorNum: 4,
      residualUpdateCount: 0,
    });
    expect(answer(await rename(HOLDER))).toEqual(refused(409, ApiCode.conflict, m.renameLimit));
    expect(body<Subject>(await rename(AGENCY, AGENCY_TYPE)).code).toBe(200);
  });

  it('refuses a name another subject of the account has, and a type without a free slot', async () => {
    const member = await newMainAccount(app);
    await addSubject(app, member, HOLDER, HOLDER_TYPE);
    const other = await addSubject(app, member, '金河食品有限公司', HOLDER_TYPE);
    expect(
      answer(
        await put(member, RECORD_PATHS.update(other.id), {
          monitorType: HOLDER_TYPE,
          monitorValue: HOLDER_VARIANT,
        }),
      ),
    ).toEqual(refused(409, ApiCode.conflict, m.subjectExists));
    for (let i = 0; i < 9; i++) await addSubject(app, member, `代理${i}`, AGENCY_TYPE);
    expect(
      answer(
        await put(member, RECORD_PATHS.update(other.id), {
          monitorType: AGENCY_TYPE,
          monitorValue: AGENCY,
        }),
      ),
    ).toEqual(refused(409, ApiCode.conflict, m.noFreeSubjects('代理机构', 9)));
    const after = (await list(member, { pageSize: 20 })).list.find((s) => s.id === other.id);
    expect(after).toMatchObject({ monitorValue: '金河食品有限公司', residualUpdateCount: 3 });
  });

  it('checks the input as create does, and answers 主体不存在 for an unknown id', async () => {
    const member = await newMainAccount(app);
    const subject = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    expect(
      answer(
        await put(member, RECORD_PATHS.update(subject.id), { monitorType: 3, monitorValue: '' }),
      ),
    ).toMatchObject({ status: 400, message: m.nameRequired });
    expect(
      answer(
        await put(member, RECORD_PATHS.update(999_999), { monitorType: 3, monitorValue: 'x' }),
      ),
    ).toEqual(refused(404, ApiCode.notFound, m.subjectNotFound));
  });
});

describe('the default', () => {
  it('setting one clears the others', async () => {
    const member = await newMainAccount(app);
    const a = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    const b = await addSubject(app, member, AGENCY, AGENCY_TYPE);
    const res = await put(member, RECORD_PATHS.setDefault(b.id));
    expect(body<Subject>(res).data).toMatchObject({ id: b.id, isDefault: 1 });
    expect(await defaults(member.account)).toEqual([b.id]);
    await put(member, RECORD_PATHS.setDefault(b.id));
    expect(await defaults(member.account)).toEqual([b.id]);
    await put(member, RECORD_PATHS.setDefault(a.id));
    expect(await defaults(member.account)).toEqual([a.id]);
  });

  it('the database keeps one default per account', async () => {
    const member = await newMainAccount(app);
    const a = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    await addSubject(app, member, AGENCY, AGENCY_TYPE);
    await expect(
      app.db.query('UPDATE subjects SET is_default = true WHERE main_member_id = $1 AND id <> $2', [
        member.account,
        a.id,
      ]),
    ).rejects.toThrow();
  });
});

describe('removing', () => {
  /** Moves the subject's start date back, as if it had been added `days` ago. */
  const addedDaysAgo = (id: number, days: number) =>
    app.db.query(`UPDATE subjects SET start_date = $2::date - $3::int WHERE id = $1`, [
      id,
      TODAY,
      days,
    ]);

  it('refused within 90 days of the start date, allowed on the 90th day', async () => {
    const member = await newMainAccount(app);
    const subject = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    const remove = () => call(app, member, 'GET', RECORD_PATHS.remove(subject.id));
    expect(answer(await remove())).toEqual(refused(409, ApiCode.conflict, m.removeLocked));
    await addedDaysAgo(subject.id, 89);
    expect(answer(await remove())).toEqual(refused(409, ApiCode.conflict, m.removeLocked));
    await addedDaysAgo(subject.id, 90);
    expect(answer(await remove())).toEqual({
      status: 200,
      code: 200,
      message: m.removed,
      data: null,
    });
    expect((await list(member)).total).toBe(0);
    expect(answer(await remove())).toEqual(refused(404, ApiCode.notFound, m.subjectNotFound));
  });

  it('removing the default makes the oldest remaining subject the default', async () => {
    const member = await newMainAccount(app);
    const a = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    const b = await addSubject(app, member, AGENCY, AGENCY_TYPE);
    const c = await addSubject(app, member, '金河食品有限公司', HOLDER_TYPE);
    await addedDaysAgo(a.id, 100);
    await addedDaysAgo(b.id, 95);
    await addedDaysAgo(c.id, 120);
    await call(app, member, 'GET', RECORD_PATHS.remove(a.id));
    expect(await defaults(member.account)).toEqual([c.id]);
    await call(app, member, 'GET', RECORD_PATHS.remove(b.id));
    expect(await defaults(member.account)).toEqual([c.id]);
    await call(app, member, 'GET', RECORD_PATHS.remove(c.id));
    const again = await addSubject(app, member, HOLDER, HOLDER_TYPE);
    expect(again.isDefault).toBe(1);
  });
});

describe('getMatchAgent', () => {
  let member: Caller;
  beforeAll(async () => {
    member = await newMainAccount(app);
  });
  const suggest = async (payload: object) =>
    body<MatchAgentResult>(await call(app, member, 'POST', RECORD_PATHS.matchAgent, payload)).data;

  it('holders containing the keyword as names match, spellings of one name as one', async () => {
    expect(await suggest({ keyword: '星河科技', type: 3 })).toEqual({
      proxy: [{ name: HOLDER, markCount: 4 }],
    });
    // full-width brackets, spaces and 有限责任公司 are read as the key reads them
    for (const keyword of ['（北京）有限责任公司', '科技 (北京)', 'ＸＩＮＧ']) {
      expect((await suggest({ keyword, type: 3 })).proxy.map((p) => p.name)).toEqual(
        keyword === 'ＸＩＮＧ' ? [] : [HOLDER],
      );
    }
  });

  it('most marks first, `count` of them; agencies with type 4', async () => {
    const holders = await suggest({ keyword: '有限公司', type: 3 });
    expect(holders.proxy).toEqual([
      { name: HOLDER, markCount: 4 },
      { name: '金河食品有限公司', markCount: 2 },
      { name: '银河星辰有限公司', markCount: 1 },
    ]);
    expect((await suggest({ keyword: '有限公司', type: 3, count: 2 })).proxy).toHaveLength(2);
    expect(await suggest({ keyword: '公司', type: 4 })).toEqual({
      proxy: [
        { name: AGENCY, markCount: 4 },
        { name: '上海华诚商标事务所有限公司', markCount: 2 },
      ],
    });
    expect(await suggest({ keyword: '河', type: 4 })).toEqual({ proxy: [] });
  });

  it('checks its input', async () => {
    for (const payload of [
      { type: 3 },
      { keyword: '星河', type: 9 },
      { keyword: '星河', count: 0, type: 3 },
    ]) {
      expect((await call(app, member, 'POST', RECORD_PATHS.matchAgent, payload)).statusCode).toBe(
        400,
      );
    }
  });
});

describe('sub-accounts', () => {
  it('act on the main account’s subjects and quota', async () => {
    const main = await newMainAccount(app);
    const sub = await newSubAccount(app, main);
    const created = await addSubject(app, sub, HOLDER, HOLDER_TYPE);
    expect((await list(main)).list.map((s) => s.id)).toEqual([created.id]);
    expect(await quote(main)).toMatchObject({ residualFreeCreateNum_applicant: 8 });
    expect(answer(await create(main, HOLDER_VARIANT))).toMatchObject({ message: m.subjectExists });
  });
});
