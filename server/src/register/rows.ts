import { issueDate } from './gazette-calendar';
import { byteaHex, copyLine, textArray } from './copy-text';
import type { LoadableRecord } from './record';
import { markSimilarityKeys, normalizeName } from '../similarity';

/**
 * COPY rows for the register tables. A mark's row carries its holder, agency and image ids,
 * resolved beforehand (dimensions.ts), so new marks are copied straight into trademarks.
 */
export const MARK_COLUMNS = [
  'reg_no',
  'class_id',
  'name',
  'status',
  'mark_type',
  'app_date',
  'first_date',
  'first_issue',
  'reg_date',
  'reg_issue',
  'intl_date',
  'priority_date',
  'excl_start',
  'excl_end',
  'holder_id',
  'holder_cn',
  'holder_en',
  'addr_cn',
  'addr_en',
  'province_code',
  'city_code',
  'co_owners',
  'agency_id',
  'goods',
  'group_codes',
  'process',
  'image_id',
  'color_claim',
  // search columns (migration 009); src/search/backfill-keys.ts re-keys older rows
  'name_norm',
  'sim_keys',
] as const;

export interface MarkIds {
  holderId: number;
  agencyId: number | null;
  imageId: number | null;
}

/** The similar groups of a mark's goods: four digits each, so the literal needs no quotes. */
function groupCodes(r: LoadableRecord): string {
  const codes = [...new Set(r.TM_GOODSLS_CN.map((g) => g.similarcode))].sort();
  return `{${codes.join(',')}}`;
}

export function markRow(r: LoadableRecord, ids: MarkIds): string {
  return copyLine([
    r.TM_CODE,
    r.TM_NCL,
    r.TM_NAME,
    r.TM_STATUS,
    r.TM_TYPE,
    r.TM_APP_DATE,
    r.TM_FIRST_DATE,
    r.TM_FIRST_ISSUE,
    r.TM_REG_DATE,
    r.TM_REG_ISSUE,
    r.TM_INC_DATE,
    r.TM_LAST_DATE,
    r.TM_DEADLINE_START,
    r.TM_DEADLINE_END,
    ids.holderId,
    r.TM_HOLDER_CN,
    r.TM_HOLDER_EN,
    r.TM_ADDR_CN,
    r.TM_ADDR_EN,
    r.TM_AREA_CODE,
    r.TM_CITY_CODE,
    textArray(r.TM_SHARE_HOLDERS),
    ids.agencyId,
    JSON.stringify(r.TM_GOODSLS_CN),
    groupCodes(r),
    JSON.stringify(r.TM_PROCESS),
    ids.imageId,
    r.TM_COLOR,
    normalizeName(r.TM_NAME),
    textArray(markSimilarityKeys(r.TM_NAME)),
  ]);
}

export const NOTICE_COLUMNS = [
  'issue_no',
  'type_id',
  'page',
  'reg_no',
  'class_id',
  'mark_name',
  'applicant',
] as const;

/** The gazette_notices rows of a record's notices; type ids by notice code. */
export function noticeRows(r: LoadableRecord, typeIds: ReadonlyMap<string, number>): string {
  let rows = '';
  for (const n of r.TMNOTICELS_CN) {
    const typeId = typeIds.get(n.code)!;
    rows += copyLine([n.issue, typeId, n.page, r.TM_CODE, r.TM_NCL, r.TM_NAME, r.TM_HOLDER_CN]);
  }
  return rows;
}

/** Each issue a batch's notices name, with its date (the calendar's when a notice has none). */
export function noticeIssues(records: readonly LoadableRecord[]): Map<number, string> {
  const issues = new Map<number, string>();
  for (const r of records) {
    for (const n of r.TMNOTICELS_CN) {
      if (!issues.has(n.issue)) issues.set(n.issue, n.date ?? issueDate(n.issue));
    }
  }
  return issues;
}

export const IMAGE_COLUMNS = ['sha256', 'mime', 'bytes'] as const;

export const imageRow = (sha: string, image: NonNullable<LoadableRecord['image']>): string =>
  copyLine([sha, image.mime, byteaHex(image.bytes)]);
