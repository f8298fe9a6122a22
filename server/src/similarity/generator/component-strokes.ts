import type { Decomposition } from './character-data';

/** Layouts written part after part: left then right, top then bottom, outer frame first. */
const WRITTEN_IN_ORDER = new Set(['a', 'd', 'stl', 'st', 'str', 'sl']);
const ROUNDS = 6;

/**
 * Stroke sequences for the parts cnchar-order has no entry for (⺺, 氺 and the glyph-less
 * ids of cjk-decomp), found by subtraction: 唐 'kjscjjffcj' = 广 'kjs' + 38400, so 38400 is
 * 'cjjffcj'; then 38400 = ⺺ + 口 'fcj' gives ⺺ 'cjjf'. A part keeps the first sequence found.
 */
export function withComponentStrokes(
  known: ReadonlyMap<string, string>,
  decompositions: ReadonlyMap<string, Decomposition>,
): Map<string, string> {
  const strokes = new Map(known);
  for (let round = 0; round < ROUNDS; round++) {
    let learned = 0;
    for (const [glyph, { layout, parts }] of decompositions) {
      const whole = strokes.get(glyph);
      if (!whole || parts.length < 2 || !WRITTEN_IN_ORDER.has(layout)) continue;
      const missing = parts.filter((part) => !strokes.has(part));
      if (missing.length !== 1) continue;
      const at = parts.indexOf(missing[0]!);
      const before = parts
        .slice(0, at)
        .map((part) => strokes.get(part)!)
        .join('');
      const after = parts
        .slice(at + 1)
        .map((part) => strokes.get(part)!)
        .join('');
      if (
        whole.length > before.length + after.length &&
        whole.startsWith(before) &&
        whole.endsWith(after)
      ) {
        strokes.set(missing[0]!, whole.slice(before.length, whole.length - after.length));
        learned += 1;
      }
    }
    if (learned === 0) break;
  }
  return strokes;
}
