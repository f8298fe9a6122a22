import { Converter } from 'opencc-js/t2cn';

/** A normalized name and, for each of its characters, where it came from in the original. */
export interface NormalizedName {
  text: string;
  /** positions[i]: index of text's i-th character among the original's characters */
  positions: number[];
}

// 'tw' → 'cn' also takes standard OpenCC traditional forms (華為, 爲, 裏 and 裡 alike).
const toSimplified = Converter({ from: 'tw', to: 'cn' });

const KEPT = /^[\p{Script=Han}a-z0-9]$/u;
/** Characters NFKC leaves alone and that are kept as they are: the fast path. */
const PLAIN = /^[a-z0-9\u4e00-\u9fff]$/u;
const COMBINING_MARKS = /\p{M}/gu;
/** Marks of a mark, not part of its name; NFKC would turn ™ into the letters TM. */
const MARK_SYMBOLS = /^[™℠®©]$/u;

/**
 * The form names are compared in (trademarks.name_norm): NFKC (full-width → half-width,
 * compatibility ideographs → unified), lower case, accents off Latin letters, traditional →
 * simplified (opencc-js), and only Han characters, Latin letters and digits kept: spaces,
 * punctuation and symbols carry no weight in a word mark's identity.
 */
export function normalizeName(name: string): string {
  return normalizeWithPositions(name).text;
}

export function normalizeWithPositions(name: string): NormalizedName {
  const kept: string[] = [];
  const positions: number[] = [];
  let index = 0;
  for (const original of name) {
    const lower = original.toLowerCase();
    if (PLAIN.test(lower)) {
      kept.push(lower);
      positions.push(index);
    } else if (!MARK_SYMBOLS.test(original)) {
      for (const char of foldOne(original)) {
        if (KEPT.test(char)) {
          kept.push(char);
          positions.push(index);
        }
      }
    }
    index += 1;
  }
  return { text: simplified(kept), positions };
}

/** NFKC, lower case and accents off, for one original character (which may become several). */
function foldOne(char: string): string {
  const compatible = char.normalize('NFKC').toLowerCase();
  return /[\u0300-\u036f]/u.test(compatible.normalize('NFD'))
    ? compatible.normalize('NFD').replace(COMBINING_MARKS, '')
    : compatible;
}

/**
 * Whole-name conversion lets OpenCC use its phrase table (乾隆 stays, 乾淨 → 干净); it maps
 * character for character in practice, and positions rely on that, so a conversion that
 * changes the length falls back to one character at a time.
 */
function simplified(chars: string[]): string {
  const text = chars.join('');
  if (/^[a-z0-9]*$/.test(text)) return text;
  const converted = toSimplified(text);
  if ([...converted].length === chars.length) return converted;
  return chars
    .map((char) => ([...toSimplified(char)].length === 1 ? toSimplified(char) : char))
    .join('');
}

/**
 * The name as written, only folded (width, case, spacing): tells 文字相同 (华为 / 华 为)
 * from 繁简/字体不同 (华为 / 華為) when both normalize alike.
 */
export function foldedWithoutConversion(name: string): string {
  let folded = '';
  for (const char of name) {
    if (MARK_SYMBOLS.test(char)) continue;
    for (const c of foldOne(char)) if (KEPT.test(c)) folded += c;
  }
  return folded;
}
