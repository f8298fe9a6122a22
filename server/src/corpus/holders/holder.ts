export type HolderKind = 'company' | 'individual' | 'foreign' | 'association';

/** An applicant as the generator keeps it: who, where, what it files and through whom. */
export interface Holder {
  /** unique across all pools; keys the holder's brands */
  id: number;
  kind: HolderKind;
  nameCn: string;
  nameEn: string | null;
  addrCn: string;
  addrEn: string | null;
  /** GB/T 2260 province and city; null for holders abroad */
  areaCode: string | null;
  cityCode: string | null;
  /** the class the holder's business is in; its related classes follow from it */
  primaryClass: number;
  /** chance that one filing covers several classes (big brands file defensively) */
  breadth: number;
  /** the agency the holder usually files through */
  agency: string;
  /** chance a filing goes through an agency at all (foreign applicants must use one) */
  agencyShare: number;
  /** the holder's filing years as a window of filing-date quantiles, [from, to) */
  activeFrom: number;
  activeTo: number;
}
