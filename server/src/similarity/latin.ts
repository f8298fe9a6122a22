/**
 * Latin marks' look and sound, on normalized text (lower case letters and digits).
 *
 * lookalikeSkeleton merges what a reader can mistake at a glance: l/I/1 (I is i after lower
 * casing), O/0/Q, rn/m, vv/w, cl/d, 5/S, 8/B. phoneticKey is a small English-and-pinyin
 * sound key written for marks: c/k/q, ph/f, s/z, x/ks (x- as z-), y/i, ee/ea/ie/ei/i,
 * oo/ou/u, silent h, double letters and a final silent e.
 */
export function lookalikeSkeleton(text: string): string {
  return remembered(skeletons, text, skeletonOf);
}

const skeletonOf = (text: string) =>
  text
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/cl/g, 'd')
    .replace(/[il1|]/g, 'l')
    .replace(/[o0q]/g, 'o')
    .replace(/5/g, 's')
    .replace(/8/g, 'b');

const SOUND_RULES: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/qu/g, 'kw'],
  [/q/g, 'k'],
  [/t?ch/g, 'c'],
  [/sh/g, 's'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/^x/, 's'],
  [/x/g, 'ks'],
  [/z/g, 's'],
  [/gh/g, 'g'],
  [/^kn/, 'n'],
  [/^wr/, 'r'],
  [/(?<=.)h/g, ''],
  [/ee|ea|ie|ei|y/g, 'i'],
  [/oo|ou/g, 'u'],
  [/(.)\1+/g, '$1'],
  [/(?<=[a-z]{2}[^aeiou])e$/, ''],
];

export function phoneticKey(text: string): string {
  return remembered(soundKeys, text, (word) =>
    SOUND_RULES.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), word),
  );
}

// A query's key is asked for once per candidate; names repeat across classes.
const MEMORY = 20_000;
const skeletons = new Map<string, string>();
const soundKeys = new Map<string, string>();
function remembered(memory: Map<string, string>, text: string, work: (t: string) => string) {
  let value = memory.get(text);
  if (value === undefined) {
    value = work(text);
    if (memory.size >= MEMORY) memory.clear();
    memory.set(text, value);
  }
  return value;
}

/** Letters only: the Latin words a mark sounds out (digits are read as digits). */
export const isLetters = (text: string) => /^[a-z]+$/.test(text);
