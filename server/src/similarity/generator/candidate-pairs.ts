import type { CharacterData, Decomposition } from './character-data';

/** Characters further apart in stroke count than this do not look alike. */
const MAX_STROKE_GAP = 4;

/**
 * Visits the pairs worth scoring, instead of all 24 million: characters whose stroke
 * sequences share a one-deletion variant (equal, or one stroke apart), and characters that
 * have a part of ≥ 2 strokes in the same place of their component trees, or where one holds
 * the other whole. A pair sharing
 * several such features is visited more than once.
 */
export function forEachCandidatePair(
  characters: ReadonlyMap<string, CharacterData>,
  decompositions: ReadonlyMap<string, Decomposition>,
  weightOf: (glyph: string) => number,
  visit: (a: string, b: string) => void,
): void {
  const buckets = new Map<string, string[]>();
  const put = (key: string, char: string) => {
    const bucket = buckets.get(key);
    if (bucket) bucket.push(char);
    else buckets.set(key, [char]);
  };
  for (const [char, { strokes }] of characters) {
    put(`=${strokes}`, char);
    if (strokes.length >= 3) {
      for (let i = 0; i < strokes.length; i++)
        put(`-${strokes.slice(0, i)}${strokes.slice(i + 1)}`, char);
      put(`-${strokes}`, char);
    }
    // A character and the characters that hold it whole (青, 清, 晴 …).
    put(`whole:${char}`, char);
    for (const part of decompositions.get(char)?.parts ?? []) put(`whole:${part}`, char);
    for (const [path, part] of partsInPlace(char, decompositions)) {
      if (weightOf(part) >= 2) put(`${path}:${part}`, char);
    }
  }
  for (const bucket of buckets.values()) {
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const a = bucket[i]!;
        const b = bucket[j]!;
        const gap = characters.get(a)!.strokes.length - characters.get(b)!.strokes.length;
        if (a !== b && Math.abs(gap) <= MAX_STROKE_GAP) visit(a, b);
      }
    }
  }
}

/** [path, part] for the parts of the first two levels: 康 → ['stl0', 广], ['stl1', 隶], ['stl1d0', ⺺] … */
function partsInPlace(
  char: string,
  decompositions: ReadonlyMap<string, Decomposition>,
): [string, string][] {
  const found: [string, string][] = [];
  const top = decompositions.get(char);
  if (!top || top.parts.length < 2) return found;
  top.parts.forEach((part, i) => {
    const path = `${top.layout}${i}`;
    found.push([path, part]);
    const inner = decompositions.get(part);
    if (!inner || inner.parts.length < 2) return;
    inner.parts.forEach((sub, k) => found.push([`${path}${inner.layout}${k}`, sub]));
  });
  return found;
}
