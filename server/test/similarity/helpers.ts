import {
  compareNames,
  markSimilarityKeys,
  normalizeName,
  querySimilarityKeys,
} from '../../src/similarity';

/** Whether the query's keys meet the mark's, as `sim_keys && $1` does in PostgreSQL. */
export function keysMeet(query: string, mark: string): boolean {
  const stored = new Set(markSimilarityKeys(mark));
  return querySimilarityKeys(query).some((key) => stored.has(key));
}

/** What the server retrieves: the keys, or the contains index (name_norm LIKE '%q%'). */
export const retrieved = (query: string, mark: string) =>
  keysMeet(query, mark) || normalizeName(mark).includes(normalizeName(query));

export const scoreOf = (query: string, candidate: string) =>
  compareNames(query, candidate)?.score ?? 0;

export const reasonsOf = (query: string, candidate: string) =>
  compareNames(query, candidate)?.reasons ?? [];
