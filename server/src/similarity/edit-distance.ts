/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition), on code
 * points. A transposition counts once because examiners read "ab"→"ba" as one slip, for
 * letters (Lumora/Lumroa) as for stroke sequences (田 fcjfj / 甲 fcjjf).
 * Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const s = codePoints(a);
  const t = codePoints(b);
  const n = s.length;
  const m = t.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[m]!;
}

const SURROGATE = /[\uD800-\uDFFF]/;
/** Strings index by UTF-16 unit; only astral characters need splitting into code points. */
const codePoints = (text: string): string | string[] => (SURROGATE.test(text) ? [...text] : text);
