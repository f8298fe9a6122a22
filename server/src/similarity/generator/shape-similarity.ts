import { editDistance } from '../edit-distance';
import type { CharacterData, Decomposition } from './character-data';

/** Identical stroke sequences (己/已, 未/末, 士/土, 日/曰, 天/夫, 田/由): nearly the same glyph. */
const SAME_STROKES = 0.95;
/** Characters of at most this many strokes are judged on their strokes alone. */
const SIMPLE_STROKES = 5;
/** Below this share of parts in common, a stroke near-miss is a coincidence of letters. */
const RELATED_PARTS = 0.3;
/** A character held whole in another counts this share of its strokes. */
const HELD_CREDIT = 0.9;
/** A swapped part counts only this share of its stroke similarity (雪/雷: 彐 vs 田). */
const PART_CREDIT = 0.8;
/** Parts whose stroke sequences are less alike than this count as different. */
const MIN_PART_SIMILARITY = 0.5;

/**
 * cnchar-radical's structure letters: a 左右, h 左中右. Only this split is decisive; its
 * other letters are not consistent enough to compare (天 上下 beside 夫 独体).
 */
const sideBySide = (structure: string | undefined) => structure === 'a' || structure === 'h';

/**
 * Shape similarity of two characters, 0–1, from real character data:
 * - the stroke sequences: identical, or one stroke added, dropped, changed or swapped in
 *   characters of the same structure (大/太, 鸟/乌, 木/本, 王/玉, 师/帅), worth less the more
 *   strokes the character has to hide the difference in;
 * - the component trees: the share of strokes in parts the two have in the same place, a
 *   swapped part counting by how alike its strokes are (康/唐 share 广 and ⺺, 雪/雷 share 雨,
 *   晴/睛 share 青 and 日≈目). 江/油 share only 氵 and stay apart.
 */
export class ShapeSimilarity {
  private readonly weights = new Map<string, number>();

  /**
   * @param characters the whole characters, with their structure
   * @param partStrokes stroke sequences of characters and parts (see withComponentStrokes)
   */
  constructor(
    private readonly characters: ReadonlyMap<string, CharacterData>,
    private readonly partStrokes: ReadonlyMap<string, string>,
    private readonly decompositions: ReadonlyMap<string, Decomposition>,
  ) {}

  between(a: string, b: string): number {
    if (a === b) return 1;
    const components = this.byComponents(a, b);
    const strokes = this.byStrokes(a, b);
    // The stroke letters are coarse (艹 and the top of 古 are both jff), so beyond simple
    // characters a stroke near-miss counts only when the parts agree: 克/芑 do not.
    // Single-body characters (独体字: 白/自) have no parts to agree on.
    const simple =
      Math.max(this.weightOf(a), this.weightOf(b)) <= SIMPLE_STROKES ||
      (this.characters.get(a)?.structure === 'c' && this.characters.get(b)?.structure === 'c');
    const related =
      simple || components >= RELATED_PARTS || this.contains(a, b) || this.contains(b, a);
    return Math.max(related ? strokes : 0, components, this.byHolding(a, b), this.byHolding(b, a));
  }

  /**
   * A character made of another plus a side part (青 → 清, 蒙 → 檬, 利 → 俐, 师 → 狮): as
   * alike as the held character is large in the whole.
   */
  byHolding(whole: string, part: string): number {
    const parts = this.decompositions.get(whole)?.parts ?? [];
    if (parts.length < 2 || !parts.includes(part)) return 0;
    return HELD_CREDIT * (this.weightOf(part) / this.weightOf(whole));
  }

  /** Whether `part` is somewhere in `whole`'s component tree (太 holds 大, 本 holds 木). */
  private contains(whole: string, part: string, depth = 0): boolean {
    const parts = this.decompositions.get(whole)?.parts ?? [];
    return depth < 4 && parts.some((p) => p === part || this.contains(p, part, depth + 1));
  }

  byStrokes(a: string, b: string): number {
    const x = this.characters.get(a);
    const y = this.characters.get(b);
    if (!x || !y) return 0;
    // 甲 and 叶 are both written fcjjf, one whole, the other left and right.
    if (sideBySide(x.structure) !== sideBySide(y.structure)) return 0;
    if (x.strokes === y.strokes) return SAME_STROKES;
    const shorter = Math.min(x.strokes.length, y.strokes.length);
    const longer = Math.max(x.strokes.length, y.strokes.length);
    // Two-stroke characters differ wholly by one stroke (十/干 is not a near miss).
    if (shorter < 3) return 0;
    if (editDistance(x.strokes, y.strokes, 1) > 1) return 0;
    return Math.min(0.9, 1 - 1 / longer);
  }

  /** Shared strokes over the two characters' mean stroke count. */
  byComponents(a: string, b: string): number {
    const mean = (this.weightOf(a) + this.weightOf(b)) / 2;
    return Math.min(1, this.sharedWeight(a, b, 0) / mean);
  }

  /** Strokes two parts share in place; a char's weight is its stroke count. */
  private sharedWeight(a: string, b: string, depth: number): number {
    if (a === b) return this.weightOf(a);
    const x = this.decompositions.get(a);
    const y = this.decompositions.get(b);
    if (
      depth < 4 &&
      x &&
      y &&
      x.layout === y.layout &&
      x.parts.length === y.parts.length &&
      x.parts.length > 1
    ) {
      let shared = 0;
      for (let i = 0; i < x.parts.length; i++)
        shared += this.sharedWeight(x.parts[i]!, y.parts[i]!, depth + 1);
      return shared;
    }
    if (depth === 0) return 0;
    return this.partCredit(a, b);
  }

  private partCredit(a: string, b: string): number {
    const x = this.partStrokes.get(a);
    const y = this.partStrokes.get(b);
    if (!x || !y) return 0;
    const similarity = 1 - editDistance(x, y) / Math.max(x.length, y.length);
    if (similarity < MIN_PART_SIMILARITY) return 0;
    return PART_CREDIT * similarity * Math.min(x.length, y.length);
  }

  /** Stroke count: from its stroke sequence when known, else the sum of its parts'. */
  weightOf(glyph: string): number {
    const known = this.partStrokes.get(glyph)?.length;
    if (known !== undefined) return known;
    const cached = this.weights.get(glyph);
    if (cached !== undefined) return cached;
    this.weights.set(glyph, 1); // guards against cycles in the table
    const parts = this.decompositions.get(glyph)?.parts ?? [];
    const weight = Math.max(
      1,
      parts.reduce((sum, part) => sum + this.weightOf(part), 0),
    );
    this.weights.set(glyph, weight);
    return weight;
  }
}
