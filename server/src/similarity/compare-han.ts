import type { Reading } from './pinyin';
import { REASON, type Reason, type Verdict } from './reasons';
import { shapeSimilarity } from './shape';

/** A run of Han characters with their readings and their indexes in the candidate's norm. */
export interface HanRun {
  chars: string[];
  readings: Reading[];
  at: number[];
}

/** How one character of the query stands to the candidate's character in its place. */
interface Relation {
  same: boolean;
  /** toneless pinyin equal */
  sound: boolean;
  /** with tones too */
  tone: boolean;
  fuzzy: boolean;
  /** 0 when the shapes are not alike */
  shape: number;
}

function relate(a: string, ra: Reading | undefined, b: string, rb: Reading | undefined): Relation {
  if (a === b) return { same: true, sound: true, tone: true, fuzzy: true, shape: 1 };
  const sound = !!ra && !!rb && ra.plain === rb.plain;
  return {
    same: false,
    sound,
    tone: sound && ra!.toned === rb!.toned,
    fuzzy: !!ra && !!rb && ra.fuzzy === rb.fuzzy,
    shape: shapeSimilarity(a, b),
  };
}

const sorted = (chars: string[]) => [...chars].sort().join('');

/**
 * Two Han names, character by character, as the guideline reads them: the same characters
 * reordered (字序调换), the same or a near sound (读音相同/近似) — higher when the shapes are
 * alike too, since sound is weighed together with look — look-alike characters (字形近似),
 * and three or more characters with one different (一字之差), much weaker when it is the
 * first character that differs.
 */
export function compareHan(q: HanRun, c: HanRun): Verdict | null {
  const length = q.chars.length;
  if (length === 0 || c.chars.length === 0) return null;
  if (length !== c.chars.length) return oneInserted(q, c);
  const relations = q.chars.map((char, i) =>
    relate(char, q.readings[i], c.chars[i]!, c.readings[i]),
  );
  const diffs = relations.flatMap((r, i) => (r.same ? [] : [i]));
  if (diffs.length === 0) return { score: 100, reasons: [REASON.identical], at: c.at };
  const sameCount = length - diffs.length;
  const diffRelations = diffs.map((i) => relations[i]!);
  const shapeAll = diffRelations.every((r) => r.shape > 0);
  const minShape = Math.min(...diffRelations.map((r) => r.shape));
  const verdicts: Verdict[] = [];
  const near = (r: Relation) => r.same || r.fuzzy || r.shape > 0;

  if (length >= 2 && sorted(q.chars) === sorted(c.chars))
    verdicts.push({ score: 90, reasons: [REASON.reordered], at: c.at });
  if (diffRelations.every((r) => r.sound)) {
    const toneSlip = diffRelations.some((r) => !r.tone) ? 2 : 0;
    verdicts.push(
      shapeAll
        ? { score: 90 + 5 * minShape, reasons: [REASON.sameSound, REASON.nearShape], at: c.at }
        : {
            score: 70 + (10 * sameCount) / length - toneSlip,
            reasons: [REASON.sameSound],
            at: c.at,
          },
    );
  } else if (diffRelations.every((r) => r.fuzzy)) {
    verdicts.push(
      shapeAll
        ? { score: 84, reasons: [REASON.nearSound, REASON.nearShape], at: c.at }
        : { score: 60 + (10 * sameCount) / length, reasons: [REASON.nearSound], at: c.at },
    );
  }
  if (shapeAll) {
    const score =
      diffs.length === 1 ? 60 + 25 * minShape : 48 + 22 * mean(diffRelations.map((r) => r.shape));
    verdicts.push({ score, reasons: [REASON.nearShape], at: c.at });
  } else if (diffRelations.every((r) => r.fuzzy || r.shape > 0)) {
    // Some characters sound alike, others look alike (康师傅 / 糠帅傅).
    const reasons: Reason[] = [REASON.nearSound, REASON.nearShape];
    const value = mean(
      diffRelations.map((r) => (r.shape > 0 ? r.shape * 0.9 : r.sound ? 0.8 : 0.65)),
    );
    verdicts.push({ score: 46 + 25 * value, reasons, at: c.at });
  }
  if (length >= 3 && diffs.length === 1) {
    // 三个以上汉字仅一字不同 is close — unless that character is the first, which readers
    // take in first (a clearly different first character is much weaker).
    const first = diffs[0] === 0 && !near(relations[0]!);
    verdicts.push({
      // one character of many weighs less than one of three
      score: first ? 45 : 65 + Math.min(3, length - 3),
      reasons: [REASON.oneCharacter],
      at: c.at.filter((_, i) => i !== diffs[0]),
    });
  }
  if (verdicts.length === 0) return null;
  return verdicts.reduce((a, b) => (b.score > a.score ? b : a));
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** 康师傅 / 康师大傅: three or more characters with one added (or dropped) inside. */
function oneInserted(q: HanRun, c: HanRun): Verdict | null {
  const [short, long] = q.chars.length < c.chars.length ? [q.chars, c.chars] : [c.chars, q.chars];
  if (short.length < 3 || long.length !== short.length + 1) return null;
  for (let skip = 1; skip < long.length - 1; skip++) {
    if (long.slice(0, skip).join('') + long.slice(skip + 1).join('') !== short.join('')) continue;
    const candidateLonger = c.chars.length > q.chars.length;
    const at = candidateLonger ? c.at.filter((_, i) => i !== skip) : c.at;
    return { score: 58, reasons: [REASON.oneCharacter], at };
  }
  return null;
}
