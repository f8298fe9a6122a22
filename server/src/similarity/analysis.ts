import { distinctiveHan, distinctiveLatin } from './descriptive';
import { normalizeWithPositions } from './normalize';
import { fuzzyJoined, parsePinyin, readingsOf, type Reading } from './pinyin';

/** A run of one script inside a normalized name, with where each character sits in it. */
export interface Part {
  text: string;
  /** indexes into NameAnalysis.norm */
  at: number[];
}

/** Everything the keys and the comparison need to know about one name, worked out once. */
export interface NameAnalysis {
  original: string;
  /** normalizeName(original) */
  norm: string;
  /** norm's characters' indexes among the original's characters */
  positions: number[];
  han: Part;
  /** Latin letters and digits */
  latin: Part;
  /** the Latin words as written apart in the original (LUMORA PRO → lumora, pro) */
  latinWords: string[];
  /** readings of han's characters, one each */
  readings: Reading[];
  /** fuzzy pinyin of han, joined: 华为 → 'huawei', 长城 → 'cangcen' */
  hanSound: string;
  /** latin read as pinyin, fuzzy and joined (huawei → 'huawei'), or null if it is not pinyin */
  latinSound: string | null;
  /** the Latin part only spells the Han part's sound (华为HUAWEI): the name is its Han part */
  pinyinEcho: boolean;
  /** the name as it reads: han when pinyinEcho, else norm */
  core: string;
  /** core without descriptive words at its ends (华为科技 → 华为, LUMORA PRO → lumora) */
  distinctive: string;
}

const HAN = /\p{Script=Han}/u;

export function analyzeName(original: string): NameAnalysis {
  const { text: norm, positions } = normalizeWithPositions(original);
  const han: Part = { text: '', at: [] };
  const latin: Part = { text: '', at: [] };
  let i = 0;
  for (const char of norm) {
    const part = HAN.test(char) ? han : latin;
    part.text += char;
    part.at.push(i);
    i += 1;
  }
  const readings = han.text ? readingsOf(han.text) : [];
  const hanSound = readings.map((r) => r.fuzzy).join('');
  const syllables = latin.text ? parsePinyin(latin.text) : null;
  const latinSound = syllables ? fuzzyJoined(syllables) : null;
  const pinyinEcho = han.text !== '' && latinSound !== null && latinSound === hanSound;
  const core = pinyinEcho ? han.text : norm;
  // Word boundaries come from the original: normalization drops the spaces.
  const latinWords = latin.text ? (foldWords(original) ?? [latin.text]) : [];
  return {
    original,
    norm,
    positions,
    han,
    latin,
    latinWords,
    readings,
    hanSound,
    latinSound,
    pinyinEcho,
    core,
    distinctive: distinctiveOf(han.text, latinWords, pinyinEcho),
  };
}

const foldWords = (original: string) =>
  original
    .normalize('NFKC')
    .toLowerCase()
    .match(/[a-z0-9]+/g);

function distinctiveOf(han: string, latinWords: string[], echo: boolean): string {
  const hanCore = han ? distinctiveHan(han) : '';
  if (echo || latinWords.length === 0) return hanCore;
  // Beside a Han name, descriptive Latin words may all go (华为 TECH → 华为).
  return hanCore + distinctiveLatin(latinWords, hanCore === '' ? 1 : 0);
}

const analyses = new Map<string, NameAnalysis>();
const QUERY_CACHE_LIMIT = 2_000;

/** A query is compared with hundreds of candidates: analyse it once. */
export function analyzeQuery(query: string): NameAnalysis {
  let analysis = analyses.get(query);
  if (!analysis) {
    analysis = analyzeName(query);
    if (analyses.size >= QUERY_CACHE_LIMIT) analyses.clear();
    analyses.set(query, analysis);
  }
  return analysis;
}
