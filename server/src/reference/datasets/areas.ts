import { areaList } from '@vant/area-data';
import { deleteStaleRows, upsertRows, type BulkTable } from '../bulk-sql';
import { checksumOf, type ReferenceDataset } from './dataset';
import { cityShortName, provinceShortName } from './area-names';

interface AreaRow {
  code: string;
  level: 1 | 2;
  parentCode: string | null;
  name: string;
  shortName: string;
}

const areas: BulkTable<AreaRow> = {
  name: 'areas',
  key: ['code'],
  columns: [
    { name: 'code', type: 'text', pick: (a) => a.code },
    { name: 'level', type: 'smallint', pick: (a) => a.level },
    { name: 'parent_code', type: 'text', pick: (a) => a.parentCode },
    { name: 'name', type: 'text', pick: (a) => a.name },
    { name: 'short_name', type: 'text', pick: (a) => a.shortName },
  ],
};

/** GB/T 2260: a city's province is its code's first two digits followed by 0000. */
const provinceOf = (cityCode: string) => `${cityCode.slice(0, 2)}0000`;

/**
 * Provinces and cities from `@vant/area-data` (GB/T 2260 codes, incl. 台湾省 710000, 香港
 * 810000, 澳门 820000 with the cities vant lists for them). Cities whose province vant does
 * not list are left out rather than loaded without a parent.
 */
export function areaRows(): AreaRow[] {
  const provinces = Object.entries(areaList.province_list).map(([code, name]): AreaRow => ({
    code,
    level: 1,
    parentCode: null,
    name,
    shortName: provinceShortName(name),
  }));
  const known = new Set(provinces.map((p) => p.code));
  const cities = Object.entries(areaList.city_list)
    .filter(([code]) => known.has(provinceOf(code)))
    .map(([code, name]): AreaRow => ({
      code,
      level: 2,
      parentCode: provinceOf(code),
      name,
      shortName: cityShortName(name),
    }));
  return [...provinces, ...cities];
}

/** Holders and trademarks reference areas, so stale areas still in use are kept. */
export const areasDataset: ReferenceDataset = {
  name: 'areas',
  async read() {
    const lists = JSON.stringify([areaList.province_list, areaList.city_list]);
    return {
      checksum: checksumOf([lists]),
      prepare() {
        const rows = areaRows();
        return async (tx) => {
          const changed = await upsertRows(tx, areas, rows);
          const codes = rows.map((a) => a.code);
          return (
            changed + (await deleteStaleRows(tx, 'areas', { name: 'code', type: 'text' }, codes))
          );
        };
      },
    };
  },
};
