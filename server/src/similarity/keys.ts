import { analyzeName, analyzeQuery, type NameAnalysis } from './analysis';
import { isDescriptive } from './descriptive';
import { isLetters, lookalikeSkeleton, phoneticKey } from './latin';
import { readingsOf } from './pinyin';
import { keyNeighbours } from './shape';

/** A mark stores at most this many keys (1,000,000 marks × keys is the GIN index). */
export const MAX_MARK_KEYS = 25;
/** One-character wildcards (一字之差) for Han names of this many characters. */
const WILDCARD_LENGTHS = { min: 3, max: 10 };
/** Latin skeletons get one-deletion keys from this length (one-letter edits need ≥ 4). */
const MIN_DELETION_LENGTH = 4;
const MAX_DELETION_LENGTH = 16;

/**
 * Retrieval keys a mark stores (trademarks.sim_keys), most telling first:
 * - n:<text>  the normalized name, its reading form (华为HUAWEI → 华为), its distinctive part
 *             (华为科技 → 华为) and each script's part;
 * - s:<chars> the Han characters sorted (字序调换: 为华 meets 华为);
 * - p:<sound> fuzzy toneless pinyin of the Han part, and of a Latin part that reads as pinyin
 *             (读音相同/近似, and 中文与拼音对应: HUAWEI meets 华为);
 * - w:<name>  the Han name with one character replaced by * (一字之差, 字形近似 for 3+);
 * - m:<key>   the Latin part's sound key (读音近似);
 * - d:<text>  the Latin look-alike skeleton and its one-deletion variants (字母形近,
 *             字母增减/替换: two names one edit apart share a variant).
 */
export function markSimilarityKeys(name: string): string[] {
  return [...keysOf(analyzeName(name))].slice(0, MAX_MARK_KEYS);
}

/**
 * A query's keys: the same keys as a mark's, plus what finds what the mark's keys alone
 * would not — one character swapped for a look-alike in names of one or two characters
 * (longer names meet on w:), and every part of two or more characters as n: so an earlier,
 * shorter mark inside the query is found (华为科技 finds 华为). A mark that contains the
 * query (华为 → 华为科技) is the contains index's to find, not the keys'.
 */
export function querySimilarityKeys(query: string): string[] {
  const analysis = analyzeQuery(query);
  const keys = keysOf(analysis);
  for (const han of new Set([analysis.han.text, analysis.distinctive])) {
    const chars = [...han];
    if (!isAllHan(han) || chars.length > 2) continue;
    chars.forEach((char, i) => {
      for (const other of keyNeighbours(char)) {
        keys.add(`n:${chars.slice(0, i).join('')}${other}${chars.slice(i + 1).join('')}`);
      }
    });
  }
  const chars = [...analysis.han.text];
  for (let length = 2; length < chars.length; length++) {
    for (let start = 0; start + length <= chars.length; start++) {
      const part = chars.slice(start, start + length).join('');
      if (!isDescriptive(part)) keys.add(`n:${part}`);
    }
  }
  return [...keys];
}

function keysOf(a: NameAnalysis): Set<string> {
  const keys = new Set<string>();
  if (!a.norm) return keys;
  for (const text of [a.norm, a.core, a.distinctive, a.han.text, a.latin.text])
    if (text) keys.add(`n:${text}`);
  const han = [...a.han.text];
  if (han.length >= 2) keys.add(`s:${[...han].sort().join('')}`);
  if (a.hanSound) keys.add(`p:${a.hanSound}`);
  const distinctiveHan = isAllHan(a.distinctive) && a.distinctive !== a.han.text;
  if (distinctiveHan)
    keys.add(
      `p:${readingsOf(a.distinctive)
        .map((r) => r.fuzzy)
        .join('')}`,
    );
  if (a.latinSound) keys.add(`p:${a.latinSound}`);
  const latin = a.latin.text;
  const skeleton = lookalikeSkeleton(latin);
  if (skeleton.length >= 3) keys.add(`d:${skeleton}`);
  if (isLetters(latin) && latin.length >= 3) keys.add(`m:${phoneticKey(latin)}`);
  addWildcards(keys, han);
  if (distinctiveHan) addWildcards(keys, [...a.distinctive]);
  if (skeleton.length >= MIN_DELETION_LENGTH && skeleton.length <= MAX_DELETION_LENGTH) {
    for (let i = 0; i < skeleton.length; i++)
      keys.add(`d:${skeleton.slice(0, i)}${skeleton.slice(i + 1)}`);
  }
  return keys;
}

function addWildcards(keys: Set<string>, chars: string[]): void {
  if (chars.length < WILDCARD_LENGTHS.min || chars.length > WILDCARD_LENGTHS.max) return;
  for (let i = 0; i < chars.length; i++)
    keys.add(`w:${chars.slice(0, i).join('')}*${chars.slice(i + 1).join('')}`);
}

const isAllHan = (text: string) => text !== '' && /^\p{Script=Han}+$/u.test(text);
