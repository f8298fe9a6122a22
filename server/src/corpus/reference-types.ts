/** The goods reference the generator draws goods from (server/data/reference/goods). */
export interface GoodsReference {
  classes: {
    id: number;
    groups: { code: string; name: string; items: { code: string; name: string }[] }[];
  }[];
}

/**
 * Provinces and cities (GB/T 2260). `districts` is optional: areaReferenceFromVant fills it
 * from the same package so addresses name real districts; without it addresses use generic
 * ones such as 高新区.
 */
export interface AreaReference {
  provinces: {
    code: string;
    name: string;
    shortName: string;
    cities: { code: string; name: string; districts?: string[] }[];
  }[];
}

export type AreaProvince = AreaReference['provinces'][number];
export type AreaCity = AreaProvince['cities'][number];
