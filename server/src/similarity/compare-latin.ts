import { editDistance } from './edit-distance';
import { isLetters, lookalikeSkeleton, phoneticKey } from './latin';
import { REASON, type Reason, type Verdict } from './reasons';

/** One-letter edits count for words of at least this many letters (guideline: 四个以上字母). */
const MIN_EDIT_LETTERS = 4;

/**
 * Two Latin names (normalized: lower case letters and digits): look-alike letters
 * (字母形近), one letter added, dropped, changed or swapped (字母增减/替换; weaker when it
 * is the first letter), and the same or a near sound (读音近似).
 * @param at the candidate's letters' indexes in its normalized name
 */
export function compareLatin(q: string, c: string, at: number[]): Verdict | null {
  if (!q || !c) return null;
  if (q === c) return { score: 100, reasons: [REASON.identical], at };
  const matched = () => alignedPositions(q, c).map((i) => at[i]!);
  const qSkeleton = lookalikeSkeleton(q);
  const cSkeleton = lookalikeSkeleton(c);
  if (qSkeleton === cSkeleton) return { score: 88, reasons: [REASON.letterShape], at };
  const verdicts: Verdict[] = [];
  const letters = isLetters(q) && isLetters(c);
  const qSound = letters ? phoneticKey(q) : '';
  const cSound = letters ? phoneticKey(c) : '';
  if (letters && qSound.length >= 3 && qSound === cSound)
    verdicts.push({ score: 80, reasons: [REASON.nearSound], at });
  // A 3-letter word against a 4-letter one (added letter) counts; two 3-letter words do not.
  const longer = Math.max(qSkeleton.length, cSkeleton.length);
  const shorter = Math.min(qSkeleton.length, cSkeleton.length);
  if (longer >= MIN_EDIT_LETTERS && shorter >= MIN_EDIT_LETTERS - 1) {
    if (editDistance(qSkeleton, cSkeleton, 1) <= 1) {
      const reasons: Reason[] = [REASON.letterEdit];
      if (editDistance(q, c, 1) > 1) reasons.push(REASON.letterShape);
      const firstDiffers = qSkeleton[0] !== cSkeleton[0];
      // A letter is a bigger share of a short word: ANTA/ANRA 70, LUMORA/LUMARA 75.
      const score = 75 - 2.5 * Math.max(0, 6 - shorter);
      verdicts.push({ score: firstDiffers ? score - 20 : score, reasons, at: matched() });
    }
    if (letters && Math.min(qSound.length, cSound.length) >= MIN_EDIT_LETTERS) {
      if (editDistance(qSound, cSound, 1) <= 1 && qSound[0] === cSound[0])
        verdicts.push({ score: 62, reasons: [REASON.nearSound], at: matched() });
    }
  }
  if (verdicts.length === 0) return null;
  return verdicts.reduce((a, b) => (b.score > a.score ? b : a));
}

/** Indexes of c's characters that line up with an equal character of q (edit-distance path). */
export function alignedPositions(q: string, c: string): number[] {
  const n = q.length;
  const m = c.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      cost[i]![j] = Math.min(
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
        cost[i - 1]![j - 1]! + (q[i - 1] === c[j - 1] ? 0 : 1),
      );
  const matched: number[] = [];
  for (let i = n, j = m; i > 0 && j > 0;) {
    if (q[i - 1] === c[j - 1] && cost[i]![j] === cost[i - 1]![j - 1]) {
      matched.push(j - 1);
      i -= 1;
      j -= 1;
    } else if (cost[i]![j] === cost[i - 1]![j - 1]! + 1) {
      i -= 1;
      j -= 1;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i -= 1;
    else j -= 1;
  }
  return matched.reverse();
}
