import { deleteStaleRows, upsertRows, type BulkTable } from '../bulk-sql';
import { viennaFileSchema, type ViennaFile } from '../file-schemas';
import { parseReferenceJson, readOptionalFile } from '../reference-file';
import { assertUnique, checksumOf, type ReferenceDataset } from './dataset';

const FILE = 'vienna.json';

interface ViennaRow {
  code: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  name: string;
}

/** What vienna.json follows (its sources: SOURCES-vienna-industries.md). */
const VIENNA_EDITION = '维也纳分类：第7版的分类结构，部分名称依第10版';

const viennaElements: BulkTable<ViennaRow & { edition: string }> = {
  name: 'vienna_elements',
  key: ['code'],
  columns: [
    { name: 'code', type: 'text', pick: (v) => v.code },
    { name: 'level', type: 'smallint', pick: (v) => v.level },
    { name: 'parent_code', type: 'text', pick: (v) => v.parentCode },
    { name: 'name', type: 'text', pick: (v) => v.name },
    { name: 'edition', type: 'text', pick: (v) => v.edition },
  ],
};

/** The nested file as one row per node, parents before children. */
export function viennaRows(categories: ViennaFile): ViennaRow[] {
  return categories.flatMap((c) => [
    { code: c.code, level: 1 as const, parentCode: null, name: c.name },
    ...c.divisions.flatMap((d) => [
      { code: d.code, level: 2 as const, parentCode: c.code, name: d.name },
      ...d.sections.map((s) => ({
        code: s.code,
        level: 3 as const,
        parentCode: d.code,
        name: s.name,
      })),
    ]),
  ]);
}

/** Vienna figurative elements (categories, divisions, sections) for the /tool/index tree. */
export const viennaDataset: ReferenceDataset = {
  name: 'vienna',
  async read(dir) {
    const bytes = await readOptionalFile(dir, FILE);
    if (!bytes) return null;
    const checksum = checksumOf([bytes]);
    return {
      checksum,
      prepare() {
        const nodes = viennaRows(parseReferenceJson(FILE, bytes, viennaFileSchema));
        assertUnique(
          FILE,
          'code',
          nodes.map((n) => n.code),
        );
        const rows = nodes.map((n) => ({ ...n, edition: VIENNA_EDITION }));
        return async (tx) => {
          const changed = await upsertRows(tx, viennaElements, rows);
          const codes = rows.map((r) => r.code);
          const key = { name: 'code', type: 'text' };
          return changed + (await deleteStaleRows(tx, 'vienna_elements', key, codes));
        };
      },
    };
  },
};
