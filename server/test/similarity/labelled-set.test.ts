import pairs from '../../data/similarity/pairs.json';
import { compareNames } from '../../src/similarity';
import { retrieved } from './helpers';

/** The labelled set of server/data/similarity (README.md there says how it was built). */
describe('the labelled set', () => {
  it('is big enough to mean something', () => {
    expect(pairs.similar.length).toBeGreaterThanOrEqual(150);
    expect(pairs.different.length).toBeGreaterThanOrEqual(40);
  });

  it.each(pairs.similar.map((p) => [p.query, p.similar, p.rule] as const))(
    '%s finds %s (%s)',
    (query, similar) => {
      expect(retrieved(query, similar)).toBe(true);
      expect(compareNames(query, similar)?.score).toBeGreaterThanOrEqual(50);
    },
  );

  it.each(pairs.different.map((p) => [p.query, p.different] as const))(
    '%s is not close to %s',
    (query, different) => {
      const match = compareNames(query, different);
      expect(match === null || match.score < 60).toBe(true);
      expect(['相同', '高度近似']).not.toContain(match?.grade);
    },
  );
});
