import type { SimilarityMatch } from 'shared-api/contract';
import { analyzeName, analyzeQuery, type NameAnalysis } from './analysis';
import { compareHan, type HanRun } from './compare-han';
import { compareLatin } from './compare-latin';
import { containment, hanRun } from './compare-contains';
import { foldedWithoutConversion } from './normalize';
import { fuzzyJoined, parsePinyin, readingsOf } from './pinyin';
import { best, gradeOf, MIN_SHOWN_SCORE, REASON, type Verdict } from './reasons';

/** Chinese and its own pinyin (华为 / HUAWEI). */
const PINYIN_EXACT = 85;
/** Chinese and a near spelling of its sound (长城 / CANGCEN). */
const PINYIN_NEAR = 76;
/** Two-script names that match in one script only (雅诗LANE / 雅诗ROSE). */
const ONE_PART_OF_TWO = 0.7;
/** Two names alike once their descriptive words are set aside (华为科技 / 华为电子). */
const SAME_DISTINCTIVE = 0.9;

type Kind = 'han' | 'latin' | 'mixed';
const kindOf = (a: NameAnalysis): Kind =>
  a.han.text && (!a.latin.text || a.pinyinEcho) ? 'han' : a.han.text ? 'mixed' : 'latin';

/**
 * How similar a candidate mark's name is to the query, as the guideline judges word marks
 * (see README.md beside this file for the rules and scores); null when it is not similar
 * enough to show. `highlight` holds indexes of the candidate's original characters.
 */
export function compareNames(query: string, candidate: string): SimilarityMatch | null {
  const q = analyzeQuery(query);
  const c = analyzeName(candidate);
  if (!q.norm || !c.norm) return null;
  let verdict: Verdict | null;
  if (q.norm === c.norm) {
    const sameForm = foldedWithoutConversion(query) === foldedWithoutConversion(candidate);
    verdict = {
      score: 100,
      reasons: [sameForm ? REASON.identical : REASON.scriptForm],
      at: all(c),
    };
  } else if (q.core === c.core) {
    verdict = { score: 95, reasons: [REASON.identical, REASON.pinyin], at: all(c) };
  } else {
    verdict = best([
      wholeName(q, c),
      distinctiveParts(q, c),
      pinyinOfDistinctive(q, c),
      ...containment(q, c),
    ]);
  }
  if (!verdict || verdict.score < MIN_SHOWN_SCORE) return null;
  const score = Math.round(verdict.score);
  const highlight = [...new Set(verdict.at.map((i) => c.positions[i]!))].sort((a, b) => a - b);
  return { score, grade: gradeOf(score), reasons: [...new Set(verdict.reasons)], highlight };
}

const all = (a: NameAnalysis) => a.positions.map((_, i) => i);

function wholeName(q: NameAnalysis, c: NameAnalysis): Verdict | null {
  const kinds = `${kindOf(q)}/${kindOf(c)}`;
  if (kinds === 'han/han') return compareHan(hanRun(q), hanRun(c));
  if (kinds === 'latin/latin') return compareLatin(q.latin.text, c.latin.text, c.latin.at);
  if (kinds === 'han/latin') return hanAndPinyin(q, c.latin.text, c.latinSound, c.latin.at);
  if (kinds === 'latin/han') return hanAndPinyin(c, q.latin.text, q.latinSound, c.han.at);
  // Against a one-script name, a two-script name holds it or not: containment's case.
  if (kindOf(q) !== 'mixed' || kindOf(c) !== 'mixed') return null;
  const han = compareHan(hanRun(q), hanRun(c));
  const latin = compareLatin(q.latin.text, c.latin.text, c.latin.at);
  if (han && latin) {
    return {
      score: (han.score + latin.score) / 2,
      reasons: [...han.reasons, ...latin.reasons],
      at: [...han.at, ...latin.at],
    };
  }
  const one = han ?? latin;
  return one && { ...one, score: one.score * ONE_PART_OF_TWO };
}

/** 中文与拼音对应: the Han name read out against a Latin one. */
function hanAndPinyin(
  hanSide: NameAnalysis,
  latin: string,
  latinSound: string | null,
  at: number[],
): Verdict | null {
  const plain = hanSide.readings.map((r) => r.plain).join('');
  if (latin === plain) return { score: PINYIN_EXACT, reasons: [REASON.pinyin], at };
  if (latinSound !== null && latinSound === hanSide.hanSound)
    return { score: PINYIN_NEAR, reasons: [REASON.pinyin, REASON.nearSound], at };
  return null;
}

/**
 * 华为科技 / 骅为电子: both names carry descriptive words, so compare what is left (one name
 * inside the other is containment's case).
 */
function distinctiveParts(q: NameAnalysis, c: NameAnalysis): Verdict | null {
  if (q.distinctive === q.core || c.distinctive === c.core) return null;
  const start = c.norm.indexOf(c.distinctive);
  if (!q.distinctive || !c.distinctive || start < 0) return null;
  const at = Array.from({ length: c.distinctive.length }, (_, i) => start + i);
  let inner: Verdict | null = null;
  if (isHan(q.distinctive) && isHan(c.distinctive)) {
    inner = compareHan(runOf(q.distinctive, []), runOf(c.distinctive, at));
  } else if (isLatin(q.distinctive) && isLatin(c.distinctive)) {
    inner = compareLatin(q.distinctive, c.distinctive, at);
  }
  if (!inner) return null;
  const reasons = inner.score >= 100 ? [REASON.containsEarlier] : inner.reasons;
  return { score: inner.score * SAME_DISTINCTIVE, reasons, at: inner.at };
}

/** HUAWEI / 华为技术有限公司: a pinyin name against a Han name with descriptive words. */
function pinyinOfDistinctive(q: NameAnalysis, c: NameAnalysis): Verdict | null {
  const kinds = `${kindOf(q)}/${kindOf(c)}`;
  if (q.distinctive === q.core && c.distinctive === c.core) return null;
  const [hanSide, latinSide] = kinds === 'han/latin' ? [q, c] : kinds === 'latin/han' ? [c, q] : [];
  if (!hanSide || !latinSide || !isHan(hanSide.distinctive) || !isLatin(latinSide.distinctive))
    return null;
  const readings = readingsOf(hanSide.distinctive);
  const plain = readings.map((r) => r.plain).join('');
  const sound = parsePinyin(latinSide.distinctive);
  const exact = latinSide.distinctive === plain;
  if (!exact && (!sound || fuzzyJoined(sound) !== readings.map((r) => r.fuzzy).join('')))
    return null;
  // The side with the extra words holds the other.
  const reason = c.distinctive !== c.core ? REASON.containsEarlier : REASON.contained;
  const inner = exact ? PINYIN_EXACT : PINYIN_NEAR;
  const at = inNormOf(c, c.distinctive);
  return { score: inner * SAME_DISTINCTIVE * 0.9, reasons: [REASON.pinyin, reason], at };
}

function inNormOf(a: NameAnalysis, text: string): number[] {
  const start = a.norm.indexOf(text);
  return start < 0 ? all(a) : Array.from({ length: text.length }, (_, i) => start + i);
}

const isHan = (text: string) => /^\p{Script=Han}+$/u.test(text);
const isLatin = (text: string) => /^[a-z0-9]+$/.test(text);
const runOf = (text: string, at: number[]): HanRun => ({
  chars: [...text],
  readings: readingsOf(text),
  at,
});
