import { createRequire } from 'node:module';

/**
 * What the shape generator knows about one character, read straight from the packages'
 * data tables (no cnchar core, no hanzi.start(): the raw tables are all it needs).
 */
export interface CharacterData {
  /** cnchar-order stroke letters, one per stroke in writing order: 一 'j', 口 'fcj' */
  strokes: string;
  /** cnchar-radical structure letter: a 左右, b 上下, c 独体, d 半包围, e 全包围 … */
  structure: string | undefined;
}

/** One cjk-decomp entry: 江 → a(氵,工), 康 → stl(广,隶); ids of glyph-less parts are numbers. */
export interface Decomposition {
  /** layout without its modifier: 'a' across, 'd' down, 'stl' surround top-left … */
  layout: string;
  parts: string[];
}

const load = createRequire(__filename);

interface OrderPlugin {
  dict: { orders: Record<string, string> };
}
interface RadicalPlugin {
  dict: { radical: Record<string, string> };
}

/**
 * Every glyph cnchar-order has a stroke order for: 6,939 entries, GB 2312's characters and a
 * few more, plus side forms (亻, 氵 …) that count strokes of components.
 */
export function readCharacters(): Map<string, CharacterData> {
  const orders = (load('cnchar-order') as OrderPlugin).dict.orders;
  const structures = readStructures();
  const characters = new Map<string, CharacterData>();
  for (const [char, strokes] of Object.entries(orders)) {
    if (strokes.length === 0) continue;
    characters.set(char, { strokes, structure: structures.get(char) });
  }
  return characters;
}

/**
 * cnchar-radical's table maps each radical to "strokes:" + (character, structure letter)
 * pairs; under '*' it lists the radicals themselves as character, letter, stroke count.
 */
function readStructures(): Map<string, string> {
  const table = (load('cnchar-radical') as RadicalPlugin).dict.radical;
  const structures = new Map<string, string>();
  for (const [radical, value] of Object.entries(table)) {
    if (radical === '*') {
      for (const [, char, letter] of value.matchAll(/(\p{L})([a-h])\d+/gu))
        structures.set(char!, letter!);
      continue;
    }
    const pairs = [...value.slice(value.indexOf(':') + 1)];
    for (let i = 0; i + 1 < pairs.length; i += 2) structures.set(pairs[i]!, pairs[i + 1]!);
  }
  return structures;
}

/** hanzi's copy of Gavin Grover's cjk-decomp table: "江:a(氵,工)" per line. */
export function readDecompositions(): Map<string, Decomposition> {
  const text = load('hanzi/lib/data/cjk-decomp.txt.js') as string;
  const decompositions = new Map<string, Decomposition>();
  for (const line of text.split('\n')) {
    const match = /^([^:]+):([a-z0-9]+)(?:\/[a-z]+)?\(([^)]*)\)/u.exec(line.trim());
    if (!match) continue;
    const parts = match[3] ? match[3].split(',').filter(Boolean) : [];
    decompositions.set(match[1]!, { layout: match[2]!, parts });
  }
  return decompositions;
}
