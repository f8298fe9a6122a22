import { itemAt, type Rng, WeightedPicker } from '../random';
import { FAMILY_PREFIXES, FAMILY_SUFFIXES, PLEASANT_CHARS, TRADE_CHARS } from './brand-chars';
import type { Brand } from './brand';
import { FIGURE_NAME } from './brand';
import { COINED_ENDINGS, COINED_MIDDLES, COINED_STARTS, ENGLISH_WORDS } from './latin';
import { pinyinMark, pinyinWord } from './pinyin';
import { vocabulary } from './vocabulary';

type Style =
  | 'word'
  | 'coined'
  | 'affixed'
  | 'pai'
  | 'pinyin'
  | 'english'
  | 'latin'
  | 'mixed'
  | 'cnPinyin'
  | 'figure';
const STYLES: readonly Style[] = [
  'word',
  'coined',
  'affixed',
  'pai',
  'pinyin',
  'english',
  'latin',
  'mixed',
  'cnPinyin',
  'figure',
];
/** Before 2000 most marks were Chinese words, often "…牌"; Latin names came later. */
const OLD_WEIGHTS = [30, 14, 8, 22, 4, 3, 2, 1, 3, 13];
const NEW_WEIGHTS = [5, 25, 12, 3, 6, 6, 13, 6, 6, 15];
const oldStyles = new WeightedPicker(STYLES, OLD_WEIGHTS);
const newStyles = new WeightedPicker(STYLES, NEW_WEIGHTS);

/** Share of word marks that also have a logo (combined marks); with 图形 about a third. */
const COMBINED_SHARE = 0.23;
/** Designs shared by unrelated holders, as real logos share stars, circles and leaves. */
export const COMMON_DESIGNS = 24;

/**
 * A brand new name and look for a filing in `year`. A name `taken` already is drawn again
 * (in the same style) a few times: duplicates should come from deliberate choices, not from
 * chance, or a large corpus would be mostly repeats of its commonest words.
 */
export function newBrand(
  rng: Rng,
  year: number,
  taken: (name: string) => boolean = () => false,
): Brand {
  const style = (year < 2000 ? oldStyles : newStyles).pick(rng);
  let name = nameInStyle(rng, style);
  for (let tries = 0; tries < 3 && style !== 'figure' && taken(name); tries++)
    name = nameInStyle(rng, style);
  const figurative = style === 'figure' || rng.chance(COMBINED_SHARE);
  const design = rng.chance(0.2) ? rng.int(COMMON_DESIGNS) : rng.int(0x7fffffff);
  return {
    name,
    script: scriptOf(style),
    figurative,
    design,
    palette: rng.int(0x7fffffff),
  };
}

function scriptOf(style: Style): Brand['script'] {
  if (style === 'figure') return 'figure';
  if (style === 'pinyin' || style === 'english' || style === 'latin') return 'latin';
  if (style === 'mixed' || style === 'cnPinyin') return 'mixed';
  return 'cn';
}

function nameInStyle(rng: Rng, style: Style): string {
  switch (style) {
    case 'word':
      return dictionaryWord(rng);
    case 'coined':
      // Three-character brands (康师傅, 娃哈哈 style) lead with a trade character: 金彩虹.
      return rng.chance(0.7) ? coinedChinese(rng) : rng.pick(TRADE_CHARS) + dictionaryWord(rng, 2);
    case 'affixed':
      return rng.chance(0.5)
        ? rng.pick(FAMILY_PREFIXES) + dictionaryWord(rng, 2)
        : dictionaryWord(rng, 2) + rng.pick(FAMILY_SUFFIXES);
    case 'pai':
      return (rng.chance(0.5) ? dictionaryWord(rng, 2) : coinedChinese(rng)) + '牌';
    case 'pinyin':
      return pinyinMark(rng.chance(0.2) ? dictionaryWord(rng, 2) : coinedChinese(rng));
    case 'english':
      return rng.chance(0.25)
        ? rng.pick(ENGLISH_WORDS)
        : `${rng.pick(ENGLISH_WORDS)} ${rng.pick(ENGLISH_WORDS)}`;
    case 'latin':
      return coinedLatin(rng).latin;
    case 'mixed': {
      const cn = dictionaryWord(rng, 2);
      return rng.chance(0.7) ? cn + rng.pick(ENGLISH_WORDS) : cn + pinyinWord([...cn][1] ?? cn);
    }
    case 'cnPinyin': {
      const cn = rng.chance(0.5) ? dictionaryWord(rng, 2) : coinedChinese(rng);
      return cn + pinyinMark(cn);
    }
    case 'figure':
      return FIGURE_NAME;
  }
}

/**
 * A pleasant jieba word of the given length, or of any length in the dictionary's own
 * proportions (mostly two characters, as most Chinese marks are).
 */
export function dictionaryWord(rng: Rng, length?: 2 | 3 | 4): string {
  const { two, three, four } = vocabulary();
  if (length === undefined) {
    const at = rng.int(two.length + three.length + four.length);
    if (at < two.length) return itemAt(two, at);
    return at < two.length + three.length
      ? itemAt(three, at - two.length)
      : itemAt(four, at - two.length - three.length);
  }
  const list = length === 2 ? two : length === 3 ? three : four;
  return rng.pick(list.length > 0 ? list : two);
}

/** A trade character and a pleasant one, either way round: 华锐, 恒泰, 鑫源, 雅康. */
export function coinedChinese(rng: Rng): string {
  const trade = rng.pick(TRADE_CHARS);
  let other = rng.pick(PLEASANT_LIST);
  while (other === trade) other = rng.pick(PLEASANT_LIST);
  return rng.chance(0.5) ? trade + other : other + trade;
}

const PLEASANT_LIST = [...PLEASANT_CHARS];

/** An invented Latin name and its Chinese transliteration: Lumora / 卢莫拉. */
export function coinedLatin(rng: Rng): { latin: string; cn: string } {
  const parts = [rng.pick(COINED_STARTS)];
  if (rng.chance(0.45)) parts.push(rng.pick(COINED_MIDDLES));
  const last = parts[parts.length - 1]?.[0] ?? '';
  // After a vowel only a consonant may follow (Lu·mo·ra, not Ta·io), so names stay sayable.
  parts.push(rng.pick(VOWEL.test(last.slice(-1)) ? CONSONANT_ENDINGS : COINED_ENDINGS));
  const word = parts.map(([latin]) => latin).join('');
  const latin = rng.chance(0.5) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);
  return { latin, cn: parts.map(([, cn]) => cn).join('') };
}

const VOWEL = /[aeiouy]/;
const CONSONANT_ENDINGS = COINED_ENDINGS.filter(([latin]) => !VOWEL.test(latin.charAt(0)));
