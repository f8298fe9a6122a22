/**
 * Collects the values of a statement being built, handing out `$n` placeholders: search
 * conditions are assembled from optional parts, and every value still goes as a parameter.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of a new parameter holding `value`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `%text%` for LIKE with the text's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text%` for LIKE prefix matches. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The grams a string's text_grams() set must hold for it to contain `text` (migration 009):
 * the text itself when it is one character, otherwise each pair of adjacent characters.
 */
export function requiredGrams(text: string): string[] {
  const chars = [...text];
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}
