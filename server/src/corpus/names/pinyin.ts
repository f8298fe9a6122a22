import { pinyin } from 'pinyin-pro';

/** Place names whose English spelling is not their plain pinyin. */
const ENGLISH_PLACE_NAMES: Record<string, string> = {
  香港: 'Hong Kong',
  澳门: 'Macao',
  内蒙古: 'Inner Mongolia',
  陕西: 'Shaanxi',
};

/**
 * pinyin-pro takes tens of microseconds per call, and the same places, roads and trade names
 * come up thousands of times, so results are kept.
 */
const cache = new Map<string, readonly string[]>();

/** Syllables without tones; ü as v, the way registrations transliterate names (LV, NV). */
export function syllables(text: string): readonly string[] {
  let result = cache.get(text);
  if (result === undefined) {
    result = pinyin(text, { toneType: 'none', type: 'array', v: true }).filter((s) => s.trim());
    cache.set(text, result);
  }
  return result;
}

/** "华锐" → "Huarui": one capitalised word, as trade names and places are written. */
export function pinyinWord(text: string): string {
  const english = ENGLISH_PLACE_NAMES[text];
  if (english) return english;
  const joined = syllables(text).join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** "金鹰" → "JINYING": the form a pinyin word mark takes on the register. */
export function pinyinMark(text: string): string {
  return syllables(text).join('').toUpperCase();
}
