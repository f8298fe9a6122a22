// npm run bench:search-quota [-- --marks 200000 --queries 100]: what the daily quota count
// adds to a member's search. In one run on the bench_search corpus (built by bench:search),
// each query goes through the route twice, interleaved so both see the same load: on an app
// that counts (the count runs beside the search and the answer waits for it) and, as the
// baseline, on an app on the same database with the count off. A busy shared machine moves
// both alike.
import { parseArgs } from 'node:util';
import { SEARCH_PATHS, type SearchModeValue } from 'shared-api/contract';
import { buildApp } from '../src/app';
import { benchMemberAuthorization } from './search/bench-member';
import { corpusDatabase } from './search/corpus-db';
import { applicantText, sampleMarks, type SampleMark } from './search/queries';
import { percentile } from './search/stats';

const { values } = parseArgs({
  options: {
    marks: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    queries: { type: 'string', default: '200' },
  },
});
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const BODIES: Array<[SearchModeValue, (m: SampleMark) => object]> = [
  [0, (m) => ({ keyword: m.name, getfilter: true })],
  [1, (m) => ({ keyword: m.name, getfilter: true })],
  [2, (m) => ({ keyword: m.reg_no, getfilter: true })],
  [3, (m) => ({ keyword: applicantText(m.holder_cn), getfilter: true })],
  [4, (m) => ({ keyword: m.name, NCL: [m.class_id], getfilter: true })],
  [6, (m) => ({ keyword: m.name, TM_GOODS: [m.group_code], getfilter: true })],
];

const clock = () => Number(process.hrtime.bigint()) / 1e6;
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = clock();
  await work();
  return clock() - started;
}
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  const db = await corpusDatabase(url, Number(values.marks), Number(values.seed));
  const counting = buildApp({ db, logger: false, devRoutes: false });
  // the same database: closing this app must not close it
  const uncounted = buildApp({
    db: { ...db, close: async () => {} },
    logger: false,
    devRoutes: false,
    countSearches: false,
  });
  await Promise.all([counting.ready(), uncounted.ready()]);
  const sample = await sampleMarks(db, Number(values.queries));
  const authorization = await benchMemberAuthorization(counting);
  console.log('模式  计数p50  计数p95  不计数p50  不计数p95  p50增加  p95增加');
  for (const [mode, body] of BODIES) {
    const search = (app: FastifyInstance, mark: SampleMark) =>
      app.inject({
        method: 'POST',
        url: SEARCH_PATHS[mode],
        payload: body(mark),
        headers: { authorization },
      });
    for (const mark of sample.slice(0, 5)) {
      await search(counting, mark); // warm-up
      await search(uncounted, mark);
    }
    const counted: number[] = [];
    const baseline: number[] = [];
    for (const [i, mark] of sample.entries()) {
      // the second run of a query finds its pages cached: each app goes first every other time
      const runs = [
        async () => counted.push(await timed(() => search(counting, mark))),
        async () => baseline.push(await timed(() => search(uncounted, mark))),
      ];
      if (i % 2) runs.reverse();
      for (const run of runs) await run();
    }
    for (const series of [counted, baseline]) series.sort((a, b) => a - b);
    const p50 = (series: number[]) => percentile(series, 50);
    const p95 = (series: number[]) => percentile(series, 95);
    const more = (a: number, b: number) => `${((100 * (a - b)) / b).toFixed(1).padStart(6)} %`;
    console.log(
      `${String(mode).padStart(4)} ${fmt(p50(counted))} ${fmt(p95(counted))} ` +
        `${fmt(p50(baseline))}  ${fmt(p95(baseline))}  ${more(p50(counted), p50(baseline))} ${more(p95(counted), p95(baseline))}`,
    );
  }
  await uncounted.close();
  await counting.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
