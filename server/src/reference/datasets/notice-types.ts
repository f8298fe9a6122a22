import { deleteStaleRows, upsertRows, type BulkTable } from '../bulk-sql';
import { noticeTypesFileSchema, type NoticeTypesFile } from '../file-schemas';
import { parseReferenceJson, readOptionalFile } from '../reference-file';
import { assertUnique, checksumOf, type ReferenceDataset } from './dataset';

const FILE = 'notice-types.json';

type NoticeType = NoticeTypesFile[number];

const noticeTypes: BulkTable<NoticeType> = {
  name: 'notice_types',
  key: ['id'],
  columns: [
    { name: 'id', type: 'smallint', pick: (t) => t.id },
    { name: 'code', type: 'text', pick: (t) => t.code },
    { name: 'name', type: 'text', pick: (t) => t.name },
  ],
};

/** Gazette announcement types; gazette_notices reference them, so stale ones are kept if used. */
export const noticeTypesDataset: ReferenceDataset = {
  name: 'notice-types',
  async read(dir) {
    const bytes = await readOptionalFile(dir, FILE);
    if (!bytes) return null;
    return {
      checksum: checksumOf([bytes]),
      prepare() {
        const rows = parseReferenceJson(FILE, bytes, noticeTypesFileSchema);
        assertUnique(
          FILE,
          'notice type id',
          rows.map((r) => String(r.id)),
        );
        assertUnique(
          FILE,
          'notice code',
          rows.map((r) => r.code),
        );
        return async (tx) => {
          const changed = await upsertRows(tx, noticeTypes, rows);
          const ids = rows.map((r) => r.id);
          return (
            changed +
            (await deleteStaleRows(tx, 'notice_types', { name: 'id', type: 'smallint' }, ids))
          );
        };
      },
    };
  },
};
