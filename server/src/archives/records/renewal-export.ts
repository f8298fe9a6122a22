import {
  RENEWAL_STATUS_LABELS,
  tmStatusLabel,
  type RenewalQuery,
  type RenewalRecord,
  type RenewalStatus,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { classLabel } from '../../exports/mark-fields';
import { tableWorkbook, type WorkbookColumn } from '../../exports/table-workbook';
import type { SubjectRecord } from '../subject-store';
import { recordRows } from './record-rows';
import { renewalStatement, toRenewalRecord } from './renewal-page';

/**
 * Most rows one renewal export carries: a whole 50,000-mark agency would be a file nobody
 * reads and a minute of the server's time; the filters (state, class) narrow it.
 */
export const RENEWAL_EXPORT_MAX = 10_000;
export const RENEWAL_SHEET_NAME = '商标续展管理';

/** excelCustomDataXZByCodeCategary: the renewal list as filtered, in the list's order. */
export async function renewalExportRows(
  db: Queryable,
  subject: SubjectRecord,
  query: RenewalQuery,
  today: string,
): Promise<{ rows: RenewalRecord[]; truncated: boolean }> {
  const found = await recordRows(
    db,
    renewalStatement(subject, query, today),
    RENEWAL_EXPORT_MAX + 1,
    0,
  );
  return {
    rows: found.slice(0, RENEWAL_EXPORT_MAX).map((r) => toRenewalRecord(r, today)),
    truncated: found.length > RENEWAL_EXPORT_MAX,
  };
}

/** 'XZ_120' → '距专用权截止120天', 'KZ_30' → '宽展期剩余30天', 'KZ_-3' → '已过宽展期3天'. */
export function remainingText(record: RenewalRecord): string {
  const days = Number(record.TM_REMAINING_DAYS.slice(3));
  if (record.TM_REMAINING_DAYS.startsWith('XZ_')) return `距专用权截止${days}天`;
  return days >= 0 ? `宽展期剩余${days}天` : `已过宽展期${-days}天`;
}

const COLUMNS: WorkbookColumn<RenewalRecord>[] = [
  { header: '商标名称', width: 20, value: (r) => r.TM_NAME },
  { header: '申请号/注册号', width: 14, value: (r) => r.TM_CODE },
  { header: '国际分类', width: 10, value: (r) => classLabel(r.TM_NCL) },
  { header: '商标状态', width: 10, value: (r) => tmStatusLabel(r.TM_STATUS) },
  { header: '专用权截止日', width: 12, value: (r) => r.TM_DEADLINE_END },
  {
    header: '续展状态',
    width: 10,
    value: (r) => RENEWAL_STATUS_LABELS[r.TM_XZSTATUS as RenewalStatus] ?? '',
  },
  { header: '剩余天数', width: 16, value: remainingText },
  { header: '宽展期截止日', width: 12, value: (r) => r.graceEnd },
  { header: '申请人', width: 28, value: (r) => r.TM_HOLDER_CN },
];

/** The workbook: one sheet, the list's columns; a last line says when rows were left out. */
export function renewalWorkbook(
  rows: readonly RenewalRecord[],
  truncated: boolean,
): Promise<Buffer> {
  return tableWorkbook({
    creator: RENEWAL_SHEET_NAME,
    sheetName: RENEWAL_SHEET_NAME,
    columns: COLUMNS,
    rows,
    ...(truncated
      ? { note: `仅导出前${RENEWAL_EXPORT_MAX}件，请用筛选条件缩小范围后分别导出` }
      : {}),
  });
}
