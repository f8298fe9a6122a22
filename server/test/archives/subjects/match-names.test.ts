import type { FastifyInstance } from 'fastify';
import { SUBJECT_TYPES } from 'shared-api/contract';
import { MATCH_CANDIDATES, matchNames } from '../../../src/archives/subjects';
import { build } from '../../helper';
import {
  AGENCY,
  ARCHIVE_MARKS,
  HOLDER,
  HOLDER_VARIANT,
  importMarks,
  mark,
} from '../records/archive-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
  await importMarks(app, [
    ...ARCHIVE_MARKS(),
    mark({ TM_HOLDER_CN: 'ＡＢＣ Trading（上海）有限责任公司', TM_PROXY: AGENCY }),
    mark({ TM_HOLDER_CN: 'abc trading(上海)有限公司', TM_PROXY: AGENCY }),
    mark({ TM_HOLDER_CN: 'abc trading(上海)有限公司', TM_PROXY: AGENCY }),
  ]);
});
afterAll(() => app.close());

const holders = (keyword: string, count = 10) =>
  matchNames(app.db, keyword, SUBJECT_TYPES.holder, count);

it('compares as subjects match: widths, brackets, spaces, case, 有限责任公司', async () => {
  for (const keyword of [
    'abc trading',
    'ＡＢＣＴＲＡＤＩＮＧ（上海）',
    'Trading(上海)有限责任公司',
    'C T',
  ]) {
    expect(await holders(keyword)).toEqual({
      // the spelling with most marks names the suggestion; the count is all spellings'
      proxy: [{ name: 'abc trading(上海)有限公司', markCount: 3 }],
    });
  }
  expect(await holders(HOLDER_VARIANT)).toEqual({ proxy: [{ name: HOLDER, markCount: 4 }] });
});

it('a wildcard in the keyword is a character like any other', async () => {
  expect(await holders('%')).toEqual({ proxy: [] });
  expect(await holders('_')).toEqual({ proxy: [] });
});

it('names without marks (all transferred away) are not suggested', async () => {
  await app.db.query(`INSERT INTO holders (name_cn) VALUES ('星河空壳有限公司')`);
  expect((await holders('星河')).proxy.map((p) => p.name)).toEqual([HOLDER]);
});

it('a broad keyword ranks a bounded set of candidates, the exact name always among them', async () => {
  // more holders containing 广泛 than one call looks at, each with one mark ...
  await app.db.query(
    `INSERT INTO holders (name_cn) SELECT '广泛' || g || '公司' FROM generate_series(1, $1::int) g`,
    [MATCH_CANDIDATES + 200],
  );
  await app.db.query(
    `INSERT INTO trademarks (reg_no, class_id, name, status, app_date, holder_id, holder_cn)
     SELECT (80000000 + h.id)::text, 1, '广泛', 0, '2020-01-01', h.id, h.name_cn
     FROM holders h WHERE h.name_cn LIKE '广泛%'`,
  );
  // ... and, added last, the holder named exactly 广泛 with three
  await importMarks(
    app,
    [1, 2, 3].map(() => mark({ TM_HOLDER_CN: '广泛' })),
  );
  const answer = await holders('广泛', 5);
  expect(answer.proxy).toHaveLength(5);
  expect(answer.proxy[0]).toEqual({ name: '广泛', markCount: 3 });
  expect(answer.proxy.slice(1).every((p) => p.markCount === 1)).toBe(true);
});
