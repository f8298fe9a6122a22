import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GoodsReference } from './reference-types';

type ReferenceClass = GoodsReference['classes'][number];

/**
 * Reads every class-NN.json in `dir` (server/data/reference/goods) into a GoodsReference,
 * classes in number order. Throws, naming the file, when one is not in the documented shape.
 */
export function readGoodsReference(dir: string): GoodsReference {
  const files = readdirSync(dir)
    .filter((name) => /^class-\d{2}\.json$/.test(name))
    .sort();
  return {
    classes: files.map((name) => parseClass(name, readFileSync(path.join(dir, name), 'utf8'))),
  };
}

function parseClass(file: string, text: string): ReferenceClass {
  const data: unknown = JSON.parse(text);
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  if (!isObject(data)) return fail('not an object');
  const id = data.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 45)
    return fail('id is not a class 1–45');
  if (!Array.isArray(data.groups)) return fail('groups is not a list');
  const groups = data.groups.map((group: unknown, g: number) => {
    if (!isObject(group) || typeof group.code !== 'string' || typeof group.name !== 'string') {
      return fail(`group ${g} needs a code and a name`);
    }
    if (!/^\d{4}$/.test(group.code) || Number(group.code.slice(0, 2)) !== id) {
      return fail(`group ${group.code} is not a four-digit group of class ${id}`);
    }
    if (!Array.isArray(group.items)) return fail(`group ${group.code} has no item list`);
    const items = group.items.map((item: unknown, i: number) => {
      if (
        !isObject(item) ||
        typeof item.code !== 'string' ||
        typeof item.name !== 'string' ||
        !item.name
      ) {
        return fail(`group ${group.code} item ${i} needs a code and a name`);
      }
      return { code: item.code, name: item.name };
    });
    return { code: group.code, name: group.name, items };
  });
  return { id, groups };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
