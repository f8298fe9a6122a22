import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deleteStaleRows, replaceRows, upsertRows, type BulkTable } from '../bulk-sql';
import { goodsClassFileSchema } from '../file-schemas';
import { ReferenceFileError, parseReferenceJson, readOptionalFile } from '../reference-file';
import { assertUnique, checksumOf, type ReferenceDataset } from './dataset';
import { goodsRows, type EditionedClassFile, type GoodsRows } from './goods-rows';

const GOODS_DIR = 'goods';
const CLASS_FILE = /^class-(\d{2})\.json$/;

const niceClasses: BulkTable<GoodsRows['classes'][number]> = {
  name: 'nice_classes',
  key: ['id'],
  columns: [
    { name: 'id', type: 'smallint', pick: (c) => c.id },
    { name: 'heading', type: 'text', pick: (c) => c.heading },
    { name: 'short_name', type: 'text', pick: (c) => c.shortName },
    { name: 'edition', type: 'text', pick: (c) => c.edition },
  ],
};

const similarGroups: BulkTable<GoodsRows['groups'][number]> = {
  name: 'similar_groups',
  key: ['code'],
  columns: [
    { name: 'code', type: 'text', pick: (g) => g.code },
    { name: 'class_id', type: 'smallint', pick: (g) => g.classId },
    { name: 'name', type: 'text', pick: (g) => g.name },
    { name: 'edition', type: 'text', pick: (g) => g.edition },
  ],
};

const goodsItems: BulkTable<GoodsRows['items'][number]> = {
  name: 'goods_items',
  key: ['code'],
  columns: [
    { name: 'code', type: 'text', pick: (i) => i.code },
    { name: 'group_code', type: 'text', pick: (i) => i.groupCode },
    { name: 'name', type: 'text', pick: (i) => i.name },
    { name: 'edition', type: 'text', pick: (i) => i.edition },
  ],
};

const groupSimilarities: BulkTable<GoodsRows['similarities'][number]> = {
  name: 'group_similarities',
  key: ['group_code', 'similar_to'],
  columns: [
    { name: 'group_code', type: 'text', pick: (s) => s.groupCode },
    { name: 'similar_to', type: 'text', pick: (s) => s.similarTo },
    { name: 'note', type: 'text', pick: (s) => s.note },
  ],
};

async function classFileNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dir, GOODS_DIR))).filter((n) => CLASS_FILE.test(n)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * A file without its own `edition` gets its checksum's prefix, so every row says which file
 * version wrote it, and a change to one class file rewrites only that class's rows.
 */
function parseClassFile(name: string, bytes: Buffer): EditionedClassFile {
  const file = `${GOODS_DIR}/${name}`;
  const parsed = parseReferenceJson(file, bytes, goodsClassFileSchema);
  if (Number(CLASS_FILE.exec(name)![1]) !== parsed.id) {
    throw new ReferenceFileError(file, `id ${parsed.id} does not match the file name`);
  }
  const edition = parsed.edition ?? createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return { ...parsed, edition };
}

/**
 * Nice classes, similar groups, items and the cross-group notes, from the class files that
 * exist (the set may be incomplete while the files are written; the checksum covers the file
 * names, so a new file triggers a reload). Trademarks reference nice_classes, so classes
 * are upserted and a class whose file went away stays while marks use it.
 */
export const goodsDataset: ReferenceDataset = {
  name: 'goods',
  async read(dir) {
    const names = await classFileNames(dir);
    const files = await Promise.all(
      names.map(async (name) => ({
        name,
        bytes: await readOptionalFile(path.join(dir, GOODS_DIR), name),
      })),
    );
    const present = files.filter((f): f is { name: string; bytes: Buffer } => f.bytes !== null);
    if (present.length === 0) return null;
    const checksum = checksumOf(present.flatMap((f) => [f.name, f.bytes]));
    return {
      checksum,
      prepare() {
        const classes = present.map((f) => ({
          file: `${GOODS_DIR}/${f.name}`,
          data: parseClassFile(f.name, f.bytes),
        }));
        const seenGroups = new Set<string>();
        const seenItems = new Set<string>();
        for (const { file, data } of classes) {
          assertUnique(
            file,
            'group',
            data.groups.map((g) => g.code),
            seenGroups,
          );
          const items = data.groups.flatMap((g) => g.items.map((i) => i.code));
          assertUnique(file, 'item', items, seenItems);
        }
        const rows = goodsRows(classes.map((c) => c.data));
        return async (tx) => {
          let changed = await upsertRows(tx, niceClasses, rows.classes);
          changed += await upsertRows(tx, similarGroups, rows.groups);
          changed += await replaceRows(tx, groupSimilarities, rows.similarities);
          changed += await upsertRows(tx, goodsItems, rows.items);
          const text = (name: string) => ({ name, type: 'text' });
          const items = rows.items.map((i) => i.code);
          changed += await deleteStaleRows(tx, 'goods_items', text('code'), items);
          const groups = rows.groups.map((g) => g.code);
          changed += await deleteStaleRows(tx, 'similar_groups', text('code'), groups);
          const classIds = rows.classes.map((c) => c.id);
          const id = { name: 'id', type: 'smallint' };
          return changed + (await deleteStaleRows(tx, 'nice_classes', id, classIds));
        };
      },
    };
  },
};
