import type { FastifyInstance } from 'fastify';
import {
  AUTH_BASE,
  GOODS_CLASS_BASE,
  ORDER_PATHS,
  PROFILE_PATHS,
  SEARCH_PATHS,
} from 'shared-api/contract';
import { body, build, callAs, nextIp, registerMember } from '../helper';

/**
 * Issue 11: a NUL (U+0000) in any string reached PostgreSQL and failed the statement (500);
 * a lone surrogate was silently stored as U+FFFD. Both are refused with a 400 by one hook
 * every route passes (server/src/http/safe-text.ts).
 */
const NUL_MESSAGE = '输入不能包含空字符';
const SURROGATE_MESSAGE = '输入包含无效字符';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await build();
  token = (await registerMember(app)).token;
});
afterAll(() => app?.close());

function expectRefused(res: { statusCode: number; json: () => unknown }, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 3001, message, data: null });
}

describe('a NUL character in any string field', () => {
  it('is refused in a login name', async () => {
    const res = await callAs(app, null, 'POST', `${AUTH_BASE}/login`, {
      nameOrMobile: 'abc\u0000',
      password: 'abc12345',
    });
    expectRefused(res, NUL_MESSAGE);
  });

  it('is refused in search keywords and filters, on every search mode', async () => {
    for (const path of Object.values(SEARCH_PATHS)) {
      expectRefused(await callAs(app, token, 'POST', path, { keyword: '华\u0000为' }), NUL_MESSAGE);
      const filter = { keyword: '华为', TM_HOLDER_CN: '\u0000' };
      expectRefused(await callAs(app, token, 'POST', path, filter), NUL_MESSAGE);
    }
  });

  it('is refused in names, card numbers and object keys', async () => {
    const personal = { companyName: '华为\u0000' };
    expectRefused(
      await callAs(app, token, 'PATCH', PROFILE_PATHS.updatePersonal, personal),
      NUL_MESSAGE,
    );
    const card = { cardNo: '1234\u0000', cardPassword: '123456' };
    expectRefused(
      await callAs(app, token, 'POST', '/shebiao/cloud-order/card/redeem', card),
      NUL_MESSAGE,
    );
    const key = await app.inject({
      method: 'POST',
      url: SEARCH_PATHS[0],
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{"keyword":"华为","a\\u0000":1}',
      remoteAddress: nextIp(),
    });
    expectRefused(key, NUL_MESSAGE);
  });

  it('is refused in path and query parameters', async () => {
    expectRefused(await callAs(app, token, 'GET', ORDER_PATHS.details('2025%00')), NUL_MESSAGE);
    expectRefused(
      await callAs(app, null, 'POST', `${AUTH_BASE}/validateName/abc%00`, {}),
      NUL_MESSAGE,
    );
    expectRefused(
      await callAs(app, null, 'GET', `${GOODS_CLASS_BASE}/searchLevel3Name?name=%E5%92%96%00`),
      NUL_MESSAGE,
    );
  });

  it('is refused on routes without a zod schema for that part too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/shebiao/cloud-payment/notify/sandbox',
      payload: { orderSn: '\u0000' },
      remoteAddress: nextIp(),
    });
    expectRefused(res, NUL_MESSAGE);
  });
});

describe('a lone UTF-16 surrogate (JSON "\\ud800")', () => {
  it('is refused instead of being stored as U+FFFD', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: PROFILE_PATHS.updatePersonal,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"companyName":"华为\\ud800"}',
      remoteAddress: nextIp(),
    });
    expectRefused(res, SURROGATE_MESSAGE);
  });

  it('leaves well-formed pairs (emoji) alone', async () => {
    const res = await callAs(app, token, 'POST', SEARCH_PATHS[1], { keyword: '华为😀' });
    expect(body(res).code).toBe(200);
  });
});
