import type { FastifyInstance } from 'fastify';
import { MAX_FAVOURITES, archiveMessages as m } from 'shared-api/contract';
import { collectFavourites } from '../../../src/archives/favourites';
import { build } from '../../helper';
import { newMainAccount } from '../../routes/account/money/money-helpers';
import { loadSearchMarks } from '../../routes/search/search-marks';

/** The favourites cap under concurrent calls, straight against the domain functions. */
let app: FastifyInstance;
let codes: string[];
let account: number;
beforeAll(async () => {
  app = await build();
  codes = await loadSearchMarks(app);
  account = (await newMainAccount(app)).account;
});
afterAll(() => app.close());

const kept = async () =>
  (
    await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM favourites WHERE main_member_id = $1',
      [account],
    )
  ).rows[0]!.n;

it('two batches at once for the last places: one is added whole, the other refused whole', async () => {
  await app.db.query(
    `INSERT INTO favourites (main_member_id, trademark_id)
     SELECT $1, g FROM generate_series(1000001, 1000000 + $2) AS g`,
    [account, MAX_FAVOURITES - 3],
  );
  // SEARCH_MARKS: the first five in class 9, the others in class 30
  const mark = (n: number) => ({ code: codes[n]!, categary: n < 5 ? 9 : 30 });
  const batch = (from: number) => [mark(from), mark(from + 1)];
  const outcomes = await Promise.allSettled([
    collectFavourites(app.db, account, batch(0), new Date()),
    collectFavourites(app.db, account, batch(6), new Date()),
  ]);
  const added = outcomes.filter((o) => o.status === 'fulfilled');
  const refused = outcomes.filter((o) => o.status === 'rejected');
  expect(added).toEqual([{ status: 'fulfilled', value: { added: 2, alreadyCollected: 0 } }]);
  expect(refused.map((o) => (o as PromiseRejectedResult).reason.message)).toEqual([
    m.tooManyFavourites,
  ]);
  expect(await kept()).toBe(MAX_FAVOURITES - 1);
});
