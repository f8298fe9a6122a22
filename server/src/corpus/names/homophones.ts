import { HOMOPHONE_EXTRAS, PLEASANT_CHARS, TRADE_CHARS } from './brand-chars';
import { syllables } from './pinyin';

let table: Map<string, string[]> | null = null;

/**
 * Characters that sound like `char` (same syllable, any tone) among the brand characters:
 * 华 → 骅, 桦; 瑞 → 睿, 锐, 蕊. Built once from pinyin-pro.
 */
export function homophonesOf(char: string): readonly string[] {
  if (!table) table = buildTable();
  const sound = soundOf.get(char);
  return (sound && table.get(sound)?.filter((c) => c !== char)) || [];
}

const soundOf = new Map<string, string>();

function buildTable(): Map<string, string[]> {
  const bySound = new Map<string, string[]>();
  const chars = new Set([...PLEASANT_CHARS, ...TRADE_CHARS, ...HOMOPHONE_EXTRAS]);
  for (const char of chars) {
    const sound = syllables(char)[0];
    if (!sound) continue;
    soundOf.set(char, sound);
    const group = bySound.get(sound) ?? [];
    group.push(char);
    bySound.set(sound, group);
  }
  return bySound;
}
