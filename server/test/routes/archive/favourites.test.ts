import type { FastifyInstance } from 'fastify';
import {
  ApiCode,
  MAX_FAVOURITES,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  archiveMessages as m,
  type Favourite,
  type FavouritePage,
} from 'shared-api/contract';
import { body, build, testClock } from '../../helper';
import {
  NOW,
  TODAY,
  loadNoticeRegister,
  memberOfLevel,
  ownerCallers,
  send,
} from '../../archives/notices/notice-fixtures';
import { answer, newSubAccount, type Caller } from '../account/money/money-helpers';

const clock = testClock(NOW);
let app: FastifyInstance;
let codes: string[];
beforeAll(async () => {
  app = await build({ now: clock.now });
  codes = await loadNoticeRegister(app);
});
afterAll(() => app.close());

const collect = (caller: Caller | null, payload: object) =>
  send(app, caller, 'POST', RECORD_PATHS.collectRecord, payload);
const collectBatch = (caller: Caller | null, payload: unknown) =>
  send(app, caller, 'POST', RECORD_PATHS.collectRecordBatch, payload as object);
const remove = (caller: Caller | null, ids: string) =>
  send(app, caller, 'POST', `${RECORD_PATHS.removeCollectRecordBatch}?ids=${ids}`);
const listRes = (caller: Caller | null, filters: object = {}) =>
  send(app, caller, 'POST', RECORD_PATHS.queryCollectRecord, filters);
const list = async (caller: Caller, filters: object = {}) =>
  body<FavouritePage>(await listRes(caller, filters)).data;
const favouriteId = async (caller: Caller, code: string, categary: number) => {
  const res = await collect(caller, { code, categary });
  if (body(res).message !== m.collected) throw new Error(`collect failed: ${res.body}`);
  return body<Favourite>(res).data.id;
};
const kept = async (account: number) =>
  (
    await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM favourites WHERE main_member_id = $1',
      [account],
    )
  ).rows[0]!.n;

describe('collecting one mark', () => {
  it('收藏成功 with the register’s values; again (a sub-account too): 200 该商标已被收藏', async () => {
    const member = await memberOfLevel(app, 4);
    const res = await collect(member, {
      code: codes[0],
      categary: 9,
      // what the page shows is accepted, not trusted
      mark: '别的名字',
      accn: '别的申请人',
      status: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(body<Favourite>(res)).toEqual({
      code: 200,
      message: m.collected,
      data: {
        id: expect.any(Number),
        UID: `${codes[0]}_9`,
        imagePath: null,
        mark: '华为',
        code: codes[0],
        categary: 9,
        status: 2,
        markDate: '2012-05-01',
        accn: '华为技术有限公司',
        proxy: '杭州天成知识产权代理有限公司',
        collectedAt: TODAY,
      },
    });
    const duplicate = { code: 200, message: m.alreadyCollected, data: m.alreadyCollected };
    expect(body(await collect(member, { code: codes[0], categary: '9' }))).toEqual(duplicate);
    const sub = await newSubAccount(app, member);
    expect(body(await collect(sub, { code: codes[0], categary: 9 }))).toEqual(duplicate);
    expect(await kept(member.account)).toBe(1);
  });

  it('takes a form too; the same number in another class is another mark', async () => {
    const member = await memberOfLevel(app, 3);
    const res = await app.inject({
      method: 'POST',
      url: RECORD_PATHS.collectRecord,
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `code=${codes[0]}&categary=35&mark=&proxy=`,
    });
    expect(body<Favourite>(res).data).toMatchObject({ UID: `${codes[0]}_35`, categary: 35 });
    expect(body(await collect(member, { code: codes[0], categary: 9 })).message).toBe(m.collected);
  });

  it('refuses a mark the register lacks and malformed marks', async () => {
    const member = await memberOfLevel(app, 4);
    const notFound = { status: 404, code: ApiCode.notFound, message: m.markNotFound, data: null };
    expect(answer(await collect(member, { code: '39999999', categary: 9 }))).toEqual(notFound);
    expect(answer(await collect(member, { code: codes[0], categary: 30 }))).toEqual(notFound);
    for (const [payload, message] of [
      [{ code: codes[0], categary: 46 }, m.badClasses],
      [{ code: codes[0], categary: 'x' }, m.badClasses],
      [{ code: codes[0] }, m.badClasses],
      [{ code: '', categary: 9 }, m.markNotFound],
      [{ categary: 9 }, m.markNotFound],
    ] as const) {
      expect(answer(await collect(member, payload))).toMatchObject({ status: 400, message });
    }
    expect(await kept(member.account)).toBe(0);
  });
});

describe('collecting several marks', () => {
  it('adds the new ones in one go and counts those kept already', async () => {
    const member = await memberOfLevel(app, 4);
    await favouriteId(member, codes[0]!, 9);
    const res = await collectBatch(member, [
      { code: codes[0], categary: 9 },
      { code: codes[1], categary: 9 },
      { code: codes[6], categary: 30 },
      { code: codes[6], categary: '30' },
    ]);
    expect(body(res)).toEqual({
      code: 200,
      message: m.collected,
      data: { added: 2, alreadyCollected: 1 },
    });
    expect(await kept(member.account)).toBe(3);
  });

  it('all or nothing: one mark the register lacks adds none; size limits', async () => {
    const member = await memberOfLevel(app, 4);
    const res = await collectBatch(member, [
      { code: codes[2], categary: 9 },
      { code: '39999999', categary: 9 },
    ]);
    expect(answer(res)).toMatchObject({ status: 404, message: m.markNotFound });
    expect(await kept(member.account)).toBe(0);
    const tooMany = Array.from({ length: 101 }, () => ({ code: codes[2], categary: 9 }));
    expect(answer(await collectBatch(member, tooMany))).toMatchObject({
      status: 400,
      message: m.batchTooLarge,
    });
    expect(answer(await collectBatch(member, []))).toMatchObject({
      status: 400,
      message: m.markNotFound,
    });
    expect(answer(await collectBatch(member, { code: codes[2], categary: 9 }))).toMatchObject({
      status: 400,
    });
  });

  it(`keeps at most ${MAX_FAVOURITES}: past it nothing is added`, async () => {
    const member = await memberOfLevel(app, 4);
    // marks long gone from the register still count
    await app.db.query(
      `INSERT INTO favourites (main_member_id, trademark_id)
       SELECT $1, g FROM generate_series(1000001, 1000000 + $2) AS g`,
      [member.account, MAX_FAVOURITES - 2],
    );
    const huawei = await favouriteId(member, codes[0]!, 9);
    const over = { status: 409, code: ApiCode.conflict, message: m.tooManyFavourites, data: null };
    expect(
      answer(
        await collectBatch(member, [
          { code: codes[1], categary: 9 },
          { code: codes[2], categary: 9 },
        ]),
      ),
    ).toEqual(over);
    expect(body(await collect(member, { code: codes[1], categary: 9 })).message).toBe(m.collected);
    expect(answer(await collect(member, { code: codes[2], categary: 9 }))).toEqual(over);
    // a mark kept already is no new one
    expect(body(await collect(member, { code: codes[0], categary: 9 })).data).toBe(
      m.alreadyCollected,
    );
    expect(await kept(member.account)).toBe(MAX_FAVOURITES);
    // the list shows the marks the register has
    expect((await list(member)).list.map((f) => f.id)).toContain(huawei);
    expect((await list(member)).total).toBe(2);
  });
});

describe('the list', () => {
  it('newest first, with filters on the register’s current values, paged', async () => {
    const member = await memberOfLevel(app, 4);
    const huawei9 = await favouriteId(member, codes[0]!, 9);
    const huawei30 = await favouriteId(member, codes[5]!, 30);
    const kang = await favouriteId(member, codes[6]!, 30);
    const traditional = await favouriteId(member, codes[1]!, 9);
    const ids = async (filters: object) => (await list(member, filters)).list.map((f) => f.id);
    expect(await ids({})).toEqual([traditional, kang, huawei30, huawei9]);
    expect(await ids({ code: codes[6] })).toEqual([kang]);
    expect(await ids({ code: '3000000' })).toHaveLength(4);
    expect(await ids({ mark: '华' })).toEqual([huawei30, huawei9]);
    expect(await ids({ categary: '9,35' })).toEqual([traditional, huawei9]);
    expect(await ids({ categary: 30, status: 1 })).toEqual([huawei30]);
    expect(await ids({ accnOrProxy: '控股' })).toEqual([kang]);
    expect(await ids({ accnOrProxy: '天成知识产权' })).toHaveLength(4);
    expect(await ids({ code: '', mark: '', accnOrProxy: '', categary: '' })).toHaveLength(4);
    const second = await list(member, { pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(second.list.map((f) => f.id)).toEqual([huawei9]);

    await app.db.query(
      "UPDATE trademarks SET name = '康师傅面', status = 3 WHERE reg_no = $1 AND class_id = 30",
      [codes[6]],
    );
    expect((await list(member, { mark: '面' })).list).toEqual([
      expect.objectContaining({ id: kang, mark: '康师傅面', status: 3 }),
    ]);
    await app.db.query(
      "UPDATE trademarks SET name = '康师傅', status = 2 WHERE reg_no = $1 AND class_id = 30",
      [codes[6]],
    );
    for (const [filters, message] of [
      [{ status: 4 }, m.badStatus],
      [{ categary: '0,9' }, m.badClasses],
    ] as const) {
      expect(answer(await listRes(member, filters))).toMatchObject({ status: 400, message });
    }
  });
});

describe('removing', () => {
  it('removes only the account’s own favourites and says how many went', async () => {
    const member = await memberOfLevel(app, 4);
    const other = await memberOfLevel(app, 4);
    const mine = [await favouriteId(member, codes[0]!, 9), await favouriteId(member, codes[1]!, 9)];
    const keep = await favouriteId(member, codes[2]!, 9);
    const theirs = await favouriteId(other, codes[0]!, 9);
    const res = await remove(member, [...mine, theirs, 2_000_000].join(','));
    expect(body(res)).toEqual({ code: 200, message: m.uncollected, data: { removed: 2 } });
    expect((await list(member)).list.map((f) => f.id)).toEqual([keep]);
    expect((await list(other)).list.map((f) => f.id)).toEqual([theirs]);
    expect(body(await remove(member, String(theirs))).data).toEqual({ removed: 0 });
    for (const [ids, message] of [
      ['', m.idsRequired],
      ['abc', m.idsRequired],
      ['1,,2', m.idsRequired],
      ['0', m.idsRequired],
      [Array.from({ length: 101 }, (_, i) => i + 1).join(','), m.batchTooLarge],
    ]) {
      expect(answer(await remove(member, ids!))).toMatchObject({ status: 400, message });
    }
  });
});

describe('who may use them', () => {
  it('level 1 gets 4002 and a visitor 401 on every call', async () => {
    const plain = await memberOfLevel(app, null);
    const calls = (who: Caller | null) => [
      listRes(who),
      collect(who, { code: codes[0], categary: 9 }),
      collectBatch(who, [{ code: codes[0], categary: 9 }]),
      remove(who, '1'),
    ];
    for (const res of await Promise.all(calls(plain))) {
      expect(answer(res)).toEqual({
        status: 403,
        code: ApiCode.noPermission,
        message: NEEDS_ENTERPRISE_VIP,
        data: null,
      });
    }
    for (const res of await Promise.all(calls(null))) expect(res.statusCode).toBe(401);
  });

  it('owners: A’s sub-account shares A’s favourites; B neither sees nor removes them', async () => {
    const { a, b, aSub, visitor } = await ownerCallers(app);
    const aFavourite = await favouriteId(a, codes[0]!, 9);
    expect((await list(b)).total).toBe(0);
    expect(body(await remove(b, String(aFavourite))).data).toEqual({ removed: 0 });
    // B collects the same mark as a favourite of its own
    const bFavourite = await favouriteId(b, codes[0]!, 9);
    expect(body(await collectBatch(b, [{ code: codes[1], categary: 9 }])).data).toEqual({
      added: 1,
      alreadyCollected: 0,
    });
    expect((await list(a)).list.map((f) => f.id)).toEqual([aFavourite]);
    expect((await listRes(visitor)).statusCode).toBe(401);
    expect((await list(aSub)).list.map((f) => f.id)).toEqual([aFavourite]);
    expect(body(await collectBatch(aSub, [{ code: codes[1], categary: 9 }])).data).toEqual({
      added: 1,
      alreadyCollected: 0,
    });
    expect(body(await remove(aSub, String(aFavourite))).data).toEqual({ removed: 1 });
    expect((await list(a)).total).toBe(1);
    expect((await list(b)).list.map((f) => f.id)).toContain(bFavourite);
    expect((await list(b)).total).toBe(2);
  });
});
