import type { FastifyInstance } from 'fastify';
import {
  GAZETTE_PATHS,
  NOTICE_PICTURE_PATH,
  SEARCH_PATHS,
  gazettePageUrl,
} from 'shared-api/contract';
import { build, callAs, registerMember } from '../helper';
import { loadSearchMarks } from '../routes/search/search-marks';

/**
 * Issue 11: integers that passed validation but not the column they are compared with
 * (smallint status, integer issue and page) failed in PostgreSQL with "out of range" (500).
 * Every numeric input now carries its column's range in the contract (ranges.ts).
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await build();
  await loadSearchMarks(app);
  token = (await registerMember(app)).token;
});
afterAll(() => app?.close());

function expect400(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 3001, data: null });
}

const INT4_PLUS_ONE = 2147483648;
const NEAR_UNSAFE = 9007199254740990;

it('refuses TM_STATUS outside smallint on every search mode', async () => {
  for (const path of Object.values(SEARCH_PATHS)) {
    for (const status of [40000, '40000', -40000]) {
      const res = await callAs(app, token, 'POST', path, { keyword: '华为', TM_STATUS: status });
      expect400(res);
      expect(res.json()).toMatchObject({ message: '商标状态应为数字' });
    }
  }
});

it('refuses gazette picture paths outside the columns', async () => {
  for (const url of [
    '/shebiao/picture/gazette/1994/99999/1',
    gazettePageUrl(INT4_PLUS_ONE, 1, 1),
    gazettePageUrl(1994, 1, INT4_PLUS_ONE),
  ]) {
    expect400(await callAs(app, null, 'GET', url));
  }
});

it('refuses firstNo and page beyond integer on searchNotice and noticePicture', async () => {
  for (const firstNo of [INT4_PLUS_ONE, NEAR_UNSAFE, String(INT4_PLUS_ONE)]) {
    expect400(await callAs(app, null, 'POST', GAZETTE_PATHS.search, { firstNo }));
    const picture = { firstNo, page: 1, type: 'TMZCSQ' };
    expect400(await callAs(app, null, 'POST', NOTICE_PICTURE_PATH, picture));
  }
  const page = { firstNo: 1994, page: INT4_PLUS_ONE, type: 'TMZCSQ' };
  expect400(await callAs(app, null, 'POST', NOTICE_PICTURE_PATH, page));
});

it('refuses queryNoticeTypes?issue beyond integer', async () => {
  expect400(await callAs(app, null, 'GET', `${GAZETTE_PATHS.types}?issue=${INT4_PLUS_ONE}`));
});

it('refuses page numbers past the last page anyone reaches', async () => {
  const res = await callAs(app, token, 'POST', SEARCH_PATHS[1], {
    keyword: '华为',
    pageno: 100_001,
  });
  expect400(res);
  expect(res.json()).toMatchObject({ message: '页码过大' });
});
