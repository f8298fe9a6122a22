import type { Rng } from '../random';
import { FAMILY_PREFIXES, FAMILY_SUFFIXES, TRADE_CHARS } from './brand-chars';
import type { Brand } from './brand';
import { homophonesOf } from './homophones';

const LATIN_SUFFIXES = ['A', 'X', 'IA', 'ON', ' PRO', ' PLUS', ' MINI', ' GO', 'S'];
const LATIN_PREFIXES = ['I', 'E', 'NEO', 'MY', 'U'];
const VOWELS = 'AEIOU';

/**
 * A near-duplicate of a brand, the way families and imitators arise on a real register:
 * 天鹅 → 小天鹅 / 天鹅坊, one character changed, characters swapped, a homophone (华锐 →
 * 骅锐); Lumora → LUMORA PRO / Lumara. The logo keeps its design in new colours.
 */
export function variantOf(rng: Rng, brand: Brand): Brand {
  const name =
    brand.script === 'latin' ? latinVariant(rng, brand.name) : chineseVariant(rng, brand.name);
  return { ...brand, name, palette: rng.int(0x7fffffff) };
}

function chineseVariant(rng: Rng, name: string): string {
  const chars = [...name];
  // Keep a Latin tail (雅诗LANE) and vary the Chinese part in front of it.
  const cjk = chars.findIndex((c) => !/[\u4e00-\u9fff]/.test(c));
  let head = cjk < 0 ? chars : chars.slice(0, cjk);
  let tail = cjk < 0 ? '' : chars.slice(cjk).join('');
  // 金鹰牌 varies as 金鹰 does and stays a 牌 name.
  if (head.length > 1 && head[head.length - 1] === '牌') {
    head = head.slice(0, -1);
    tail = '牌' + tail;
  }
  if (head.length === 0) return name + rng.pick(FAMILY_SUFFIXES);
  const kind = rng.int(5);
  if (kind === 0 && head.length <= 3 && !FAMILY_PREFIXES.includes(head[0] ?? '')) {
    return rng.pick(FAMILY_PREFIXES) + head.join('') + tail;
  }
  if (kind <= 1 && head.length <= 3) return head.join('') + rng.pick(FAMILY_SUFFIXES) + tail;
  const at = rng.int(head.length);
  if (kind === 2 && head.length === 2) {
    const other = (at + 1) % head.length;
    [head[at], head[other]] = [head[other] ?? '', head[at] ?? ''];
    if (head.join('') !== [...name].slice(0, head.length).join('')) return head.join('') + tail;
  }
  const sounds = homophonesOf(head[at] ?? '').filter((c) => !head.includes(c));
  head[at] = kind === 3 && sounds.length > 0 ? rng.pick(sounds) : differentChar(rng, head);
  return head.join('') + tail;
}

/** A trade character not already in the name (智识 must not become 智智). */
function differentChar(rng: Rng, name: readonly string[]): string {
  let replacement = rng.pick(TRADE_CHARS);
  while (name.includes(replacement)) replacement = rng.pick(TRADE_CHARS);
  return replacement;
}

function latinVariant(rng: Rng, name: string): string {
  const upper = name === name.toUpperCase();
  const kind = rng.int(3);
  let varied: string;
  if (kind === 0) varied = name + rng.pick(LATIN_SUFFIXES);
  else if (kind === 1) varied = rng.pick(LATIN_PREFIXES) + name.toUpperCase();
  else varied = swapVowel(rng, name);
  if (upper || kind === 1) return varied.toUpperCase();
  return varied
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

function swapVowel(rng: Rng, name: string): string {
  const letters = [...name.toUpperCase()];
  const positions = letters.flatMap((c, i) => (i > 0 && VOWELS.includes(c) ? [i] : []));
  if (positions.length === 0) return name + 'A';
  const at = rng.pick(positions);
  const current = letters[at] ?? 'A';
  letters[at] = rng.pick([...VOWELS].filter((v) => v !== current));
  return letters.join('');
}
