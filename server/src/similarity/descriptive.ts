import { readDataFile } from './data-files';

/** server/data/similarity/descriptive-words.txt, longest first. */
const WORDS = [...new Set(readDataFile('descriptive-words.txt'))].sort(
  (a, b) => b.length - a.length,
);
const WORD_SET = new Set(WORDS);
const HAN_WORDS = WORDS.filter((word) => !/[a-z]/.test(word));
const LONGEST = WORDS[0]?.length ?? 0;
// Most names neither start nor end like a descriptive word: skip them cheaply.
const HAN_FIRSTS = new Set(HAN_WORDS.map((word) => word[0]));
const HAN_LASTS = new Set(HAN_WORDS.map((word) => word[word.length - 1]));

/** Whether text is nothing but descriptive words: 科技, 电子有限公司, techgroup. */
export function isDescriptive(text: string): boolean {
  if (text.length === 0) return false;
  // reachable[i]: text[0, i) splits into descriptive words
  const reachable = [true];
  for (let end = 1; end <= text.length; end++) {
    reachable[end] = false;
    for (let start = Math.max(0, end - LONGEST); start < end && !reachable[end]; start++)
      reachable[end] = reachable[start]! && WORD_SET.has(text.slice(start, end));
  }
  return reachable[text.length]!;
}

/**
 * The distinctive part of a run of Han characters: descriptive words taken off both ends
 * while something is left (华为技术有限公司 → 华为, 中国华为 → 华为, 科技 stays 科技).
 */
export function distinctiveHan(han: string): string {
  let core = han;
  if (!HAN_FIRSTS.has(han[0]) && !HAN_LASTS.has(han[han.length - 1])) return core;
  for (let changed = true; changed;) {
    changed = false;
    for (const word of HAN_WORDS) {
      if (core.length <= word.length) continue;
      if (core.endsWith(word)) core = core.slice(0, -word.length);
      else if (core.startsWith(word)) core = core.slice(word.length);
      else continue;
      changed = true;
    }
  }
  return core;
}

/**
 * Latin words are dropped whole from either end, never as letters (climax keeps its max):
 * LUMORA PRO → lumora, GOLDEN EAGLE GROUP → goldeneagle.
 */
export function distinctiveLatin(words: readonly string[], keep = 1): string {
  let start = 0;
  let end = words.length;
  while (end - start > keep && WORD_SET.has(words[end - 1]!)) end -= 1;
  while (end - start > keep && WORD_SET.has(words[start]!)) start += 1;
  return words.slice(start, end).join('');
}
