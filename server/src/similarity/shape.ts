import { readDataFile } from './data-files';

/** Look-alikes this similar or more are tried as substitutions when retrieving (keys). */
export const KEY_NEIGHBOUR_SIMILARITY = 0.55;
/** At most this many look-alikes per character in a query's keys. */
export const KEY_NEIGHBOURS_PER_CHARACTER = 8;

/**
 * The generated look-alike table (server/data/similarity/shape-neighbours.txt, see its
 * README): each common character → similar-shaped characters with a 0–1 similarity, best
 * first. Symmetric: if 帅 lists 师, 师 lists 帅.
 */
const table = new Map<string, [string, number][]>();
for (const line of readDataFile('shape-neighbours.txt')) {
  const [char, list = ''] = line.split('\t');
  if (!char) continue;
  table.set(
    char,
    list
      .split(' ')
      .filter(Boolean)
      .map((entry) => {
        const [other = ''] = [...entry];
        return [other, Number(entry.slice(other.length)) / 100] as [string, number];
      }),
  );
}

/** 0 when the two do not look alike, 1 for the same character. */
export function shapeSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const neighbours = table.get(a);
  if (!neighbours) return 0;
  for (const [other, similarity] of neighbours) if (other === b) return similarity;
  return 0;
}

/** The look-alikes worth a retrieval key: 帅 → 师. */
export function keyNeighbours(char: string): string[] {
  const neighbours = table.get(char) ?? [];
  const chosen: string[] = [];
  for (const [other, similarity] of neighbours) {
    if (similarity < KEY_NEIGHBOUR_SIMILARITY || chosen.length >= KEY_NEIGHBOURS_PER_CHARACTER)
      break;
    chosen.push(other);
  }
  return chosen;
}
