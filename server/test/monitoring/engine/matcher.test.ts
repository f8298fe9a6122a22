import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from 'shared-api/contract';
import { runWatchJob } from '../../../src/monitoring/engine/watch-job';
import { similarSearch } from '../../../src/search/similar-search';
import { build } from '../../helper';
import {
  addMember,
  addWatch,
  classOf,
  importIssue,
  ISSUE,
  ISSUE_NAMES,
  logoPng,
  storedMatches,
} from './fixtures';

let app: FastifyInstance;
let member: number;
beforeEach(async () => {
  app = await build();
  await importIssue(app.db);
  member = await addMember(app.db);
});
afterEach(() => app.close());

const issueMarkIds = async () =>
  new Set(
    (
      await app.db.query<{ id: number }>('SELECT id FROM trademarks WHERE first_issue = $1', [
        ISSUE,
      ])
    ).rows.map((r) => r.id),
  );

describe('text watches match as mode 4 does', () => {
  const WATCHED = ['康师傅', '华为', '王老吉', '星巴克', 'LUMORA', '天鹅'];

  it('finds the same marks with the same score, grade, reasons and highlight', async () => {
    const ids = new Map<string, number>();
    for (const name of WATCHED) ids.set(name, await addWatch(app.db, { memberId: member, name }));
    await runWatchJob(app.db, ISSUE);
    const stored = await storedMatches(app.db);
    const inIssue = await issueMarkIds();
    for (const name of WATCHED) {
      const query = searchQuerySchema.parse({ keyword: name, pagesize: 200 });
      const mode4 = await similarSearch(app.db, query, null);
      const expected = [...mode4.matches]
        .filter(([id]) => inIssue.has(id))
        .map(([id, m]) => ({ trademark_id: id, ...m }))
        .sort((a, b) => a.trademark_id - b.trademark_id);
      const found = stored
        .filter((row) => row.watch_id === ids.get(name))
        .map(({ watch_id: _, ...row }) => row);
      expect(expected.length).toBeGreaterThan(0);
      expect(found).toEqual(expected);
    }
  });
});

describe('scope', () => {
  const matchedClasses = async (watchId: number) => {
    const { rows } = await app.db.query<{ class_id: number }>(
      `SELECT DISTINCT t.class_id FROM watch_matches m JOIN trademarks t ON t.id = m.trademark_id
       WHERE m.watch_id = $1 ORDER BY 1`,
      [watchId],
    );
    return rows.map((r) => r.class_id);
  };

  it('keeps marks of the watched classes, and of other classes sharing a similar group', async () => {
    const everywhere = await addWatch(app.db, { memberId: member, name: '康师傅' });
    const class9 = await addWatch(app.db, { memberId: member, name: '康师傅', classes: [9] });
    // every issue mark lists coffee (group 3001) among its goods
    const byGroup = await addWatch(app.db, {
      memberId: member,
      name: '康师傅',
      classes: [9],
      groups: ['3001'],
    });
    const otherGroup = await addWatch(app.db, {
      memberId: member,
      name: '康师傅',
      classes: [9],
      groups: ['4501'],
    });
    await runWatchJob(app.db, ISSUE);
    const all = await matchedClasses(everywhere);
    expect(all.length).toBeGreaterThan(1);
    expect(await matchedClasses(class9)).toEqual([9]);
    expect(await matchedClasses(byGroup)).toEqual(all);
    expect(await matchedClasses(otherGroup)).toEqual([9]);
  });

  it('skips watches that ended before the issue or start after it', async () => {
    const ended = await addWatch(app.db, { memberId: member, name: '康师傅', end: '2026-10-26' });
    const later = await addWatch(app.db, { memberId: member, name: '康师傅', start: '2026-10-28' });
    const onTheDay = await addWatch(app.db, {
      memberId: member,
      name: '康师傅',
      start: '2026-10-27',
      end: '2026-10-27',
    });
    await runWatchJob(app.db, ISSUE);
    const watched = new Set((await storedMatches(app.db)).map((m) => m.watch_id));
    expect([...watched]).toEqual([onTheDay]);
    const runs = await app.db.query<{ watch_id: number }>('SELECT watch_id FROM watch_runs');
    expect(runs.rows.map((r) => r.watch_id)).toEqual([onTheDay]);
    expect(watched.has(ended) || watched.has(later)).toBe(false);
  });
});

describe('image watches', () => {
  it('find a turned, recoloured copy of their logo among the issue marks', async () => {
    const watch = await addWatch(app.db, {
      memberId: member,
      picture: await logoPng('#c02020', 90),
    });
    await runWatchJob(app.db, ISSUE);
    const matches = await storedMatches(app.db);
    const { rows } = await app.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM trademarks WHERE first_issue = $1 AND image_id IS NOT NULL ORDER BY id',
      [ISSUE],
    );
    const stars = rows.filter((r) => ISSUE_NAMES.indexOf(r.name) < 2).map((r) => r.id);
    const circle = rows.find((r) => ISSUE_NAMES.indexOf(r.name) === 2)!.id;
    expect(stars).toHaveLength(2);
    const found = matches.filter((m) => m.watch_id === watch);
    expect(found.map((m) => m.trademark_id)).toEqual(expect.arrayContaining(stars));
    expect(found.map((m) => m.trademark_id)).not.toContain(circle);
    for (const m of found.filter((f) => stars.includes(f.trademark_id))) {
      expect(m.score).toBeGreaterThanOrEqual(60);
      expect(m.reasons).toEqual(['图形近似（旋转/镜像）']);
      expect(m.highlight).toEqual([]);
    }
  });

  it('keep to their classes', async () => {
    const watch = await addWatch(app.db, {
      memberId: member,
      picture: await logoPng('#c02020', 90),
      classes: [classOf(1)],
    });
    await runWatchJob(app.db, ISSUE);
    const found = (await storedMatches(app.db)).filter((m) => m.watch_id === watch);
    const { rows } = await app.db.query<{ class_id: number }>(
      'SELECT DISTINCT class_id FROM trademarks WHERE id = ANY($1::int[])',
      [found.map((m) => m.trademark_id)],
    );
    expect(rows).toEqual([{ class_id: classOf(1) }]);
  });
});
