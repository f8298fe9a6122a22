import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readGoodsReference } from '../../src/corpus/goods-reference';

const GOODS_DIR = path.resolve(__dirname, '../../data/reference/goods');

describe('readGoodsReference', () => {
  it('reads every class file of the real reference into the shape the generator takes', () => {
    const files = readdirSync(GOODS_DIR).filter((f) => /^class-\d{2}\.json$/.test(f));
    const reference = readGoodsReference(GOODS_DIR);
    expect(reference.classes.map((c) => `class-${String(c.id).padStart(2, '0')}.json`)).toEqual(
      files.sort(),
    );
    for (const niceClass of reference.classes) {
      for (const group of niceClass.groups) {
        expect(group.code.slice(0, 2)).toBe(String(niceClass.id).padStart(2, '0'));
        expect(group.items.every((i) => i.code.length > 0 && i.name.length > 0)).toBe(true);
      }
    }
  });

  it('names the file that is not in the documented shape', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'goods-'));
    try {
      writeFileSync(
        path.join(dir, 'class-09.json'),
        JSON.stringify({
          id: 9,
          groups: [{ code: '0901', name: '电脑', items: [{ code: '090103', name: '计算机' }] }],
        }),
      );
      writeFileSync(path.join(dir, 'notes.txt'), 'not a class file');
      expect(readGoodsReference(dir).classes).toHaveLength(1);
      writeFileSync(
        path.join(dir, 'class-10.json'),
        JSON.stringify({ id: 10, groups: [{ code: '0901', name: '电脑', items: [] }] }),
      );
      expect(() => readGoodsReference(dir)).toThrow(
        'class-10.json: group 0901 is not a four-digit group of class 10',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
