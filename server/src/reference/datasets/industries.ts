import { replaceRows, type BulkTable } from '../bulk-sql';
import { industriesFileSchema } from '../file-schemas';
import { parseReferenceJson, readOptionalFile } from '../reference-file';
import { assertUnique, checksumOf, type ReferenceDataset } from './dataset';

const FILE = 'industries.json';

interface IndustryRow {
  id: number;
  name: string;
  classIds: number[];
  groupCodes: string[];
}

/** Array columns travel as array literals ('{43,30}') and are cast back after unnest. */
const arrayLiteral = (values: Array<string | number>) => `{${values.join(',')}}`;

const industries: BulkTable<IndustryRow> = {
  name: 'industries',
  key: ['id'],
  columns: [
    { name: 'id', type: 'smallint', pick: (i) => i.id },
    { name: 'name', type: 'text', pick: (i) => i.name },
    { name: 'class_ids', type: 'text', cast: 'smallint[]', pick: (i) => arrayLiteral(i.classIds) },
    {
      name: 'group_codes',
      type: 'text',
      cast: 'text[]',
      pick: (i) => arrayLiteral(i.groupCodes),
    },
  ],
};

/**
 * The industry reference of /tool/goodsclass, in file order (the id is the position).
 * Nothing references industries, so the table is simply replaced.
 */
export const industriesDataset: ReferenceDataset = {
  name: 'industries',
  async read(dir) {
    const bytes = await readOptionalFile(dir, FILE);
    if (!bytes) return null;
    return {
      checksum: checksumOf([bytes]),
      prepare() {
        const file = parseReferenceJson(FILE, bytes, industriesFileSchema);
        assertUnique(
          FILE,
          'industry',
          file.map((i) => i.name),
        );
        const rows = file.map((i, index) => ({ ...i, id: index + 1 }));
        return (tx) => replaceRows(tx, industries, rows);
      },
    };
  },
};
