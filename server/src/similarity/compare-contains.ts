import type { NameAnalysis } from './analysis';
import { compareHan, type HanRun } from './compare-han';
import { compareLatin } from './compare-latin';
import { isDescriptive } from './descriptive';
import { REASON, type Reason, type Verdict } from './reasons';

/** Added words that only describe (科技, 有限公司, PRO): the earlier mark still dominates. */
const WITH_DESCRIPTIVE = 75;
/** Other added words (天鹅 → 小天鹅): the mark is there, but so is something else. */
const WITH_OTHER_WORDS = 55;
/** A single Han character or a three-letter word inside a longer name is a weak hint. */
const SHORT_NEEDLE = 0.6;
/** A Latin name found inside another's word (ANTA in ZANTARA) is hardly the same mark. */
const INSIDE_A_WORD = 0.7;
/** A near (not identical) copy inside a longer name: its inner score, scaled. */
const NEAR_WITH_DESCRIPTIVE = 0.8;
const NEAR_WITH_OTHER_WORDS = 0.65;

export const hanRun = (a: NameAnalysis): HanRun => ({
  chars: [...a.han.text],
  readings: a.readings,
  at: a.han.at,
});

/**
 * One name inside the other. `query` inside `candidate` is 包含在先商标 (the query is the
 * earlier mark the candidate takes in: 华为 → 华为科技); `candidate` inside `query` is 被包含.
 * Exact copies score by what was added; near copies (骅为科技 for 华为, LUMARA PRO for
 * LUMORA) by their own similarity, scaled down.
 */
export function containment(q: NameAnalysis, c: NameAnalysis): Verdict[] {
  const verdicts: (Verdict | null)[] = [
    exactInside(q, c, REASON.containsEarlier, true),
    isDescriptive(c.core) ? null : exactInside(c, q, REASON.contained, false),
    nearInside(q, c, REASON.containsEarlier, true),
    isDescriptive(c.core) ? null : nearInside(c, q, REASON.contained, false),
  ];
  return verdicts.filter((v): v is Verdict => v !== null);
}

function exactInside(
  needle: NameAnalysis,
  hay: NameAnalysis,
  reason: Reason,
  hayIsCandidate: boolean,
): Verdict | null {
  let found: Verdict | null = null;
  for (const text of new Set([needle.core, needle.distinctive])) {
    const latin = /^[a-z0-9]+$/.test(text);
    if (text.length === 0 || text === hay.norm || (latin && text.length < 3)) continue;
    const start = hay.norm.indexOf(text);
    if (start < 0) continue;
    const rest = hay.norm.slice(0, start) + hay.norm.slice(start + text.length);
    let score = isDescriptive(rest) ? WITH_DESCRIPTIVE : WITH_OTHER_WORDS;
    // A single character, a three-letter word or a bare descriptive word (科技) says little.
    if ([...text].length === 1 || (latin && text.length === 3) || isDescriptive(text))
      score *= SHORT_NEEDLE;
    if (latin && !wholeWords(text, hay.latinWords)) score *= INSIDE_A_WORD;
    const inHay = Array.from({ length: text.length }, (_, i) => start + i);
    const at = hayIsCandidate ? inHay : needle.norm === text ? allOf(needle) : inNorm(needle, text);
    if (!found || score > found.score) found = { score, reasons: [reason], at };
  }
  return found;
}

/** Whether text is one or more of the words, whole (lumora in LUMORA PRO, not in ZANTARA). */
function wholeWords(text: string, words: readonly string[]): boolean {
  for (let start = 0; start < words.length; start++) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < text.length; end++) {
      joined += words[end];
      if (joined === text) return true;
    }
  }
  return false;
}

const allOf = (a: NameAnalysis) => a.norm.split('').map((_, i) => i);
function inNorm(a: NameAnalysis, text: string): number[] {
  const start = a.norm.indexOf(text);
  return start < 0 ? allOf(a) : Array.from({ length: text.length }, (_, i) => start + i);
}

/** A window of the longer name that is near (sound, shape, letters) the shorter one. */
function nearInside(
  needle: NameAnalysis,
  hay: NameAnalysis,
  reason: Reason,
  hayIsCandidate: boolean,
): Verdict | null {
  let found: Verdict | null = null;
  const consider = (inner: Verdict | null, rest: string) => {
    if (!inner || inner.score < 60 || inner.score >= 100) return;
    const factor = isDescriptive(rest) ? NEAR_WITH_DESCRIPTIVE : NEAR_WITH_OTHER_WORDS;
    const score = inner.score * factor;
    if (!found || score > found.score)
      found = { score, reasons: [reason, ...inner.reasons], at: inner.at };
  };
  const small = hanRun(needle);
  const big = hanRun(hay);
  if (small.chars.length >= 2 && big.chars.length > small.chars.length) {
    for (let start = 0; start + small.chars.length <= big.chars.length; start++) {
      const end = start + small.chars.length;
      const window: HanRun = {
        chars: big.chars.slice(start, end),
        readings: big.readings.slice(start, end),
        at: big.at.slice(start, end),
      };
      const inner = hayIsCandidate ? compareHan(small, window) : compareHan(window, small);
      const rest = big.chars.slice(0, start).join('') + big.chars.slice(end).join('');
      consider(inner, rest + (hay.pinyinEcho ? '' : hay.latin.text));
    }
  }
  const shortLatin = needle.latin.text;
  const longLatin = hay.latin.text;
  if (shortLatin.length >= 4 && longLatin.length > shortLatin.length) {
    for (let start = 0; start + shortLatin.length <= longLatin.length; start++) {
      const end = start + shortLatin.length;
      const window = longLatin.slice(start, end);
      const inner = hayIsCandidate
        ? compareLatin(shortLatin, window, hay.latin.at.slice(start, end))
        : compareLatin(window, shortLatin, needle.latin.at);
      consider(inner, longLatin.slice(0, start) + longLatin.slice(end) + hay.han.text);
    }
  }
  return found;
}
