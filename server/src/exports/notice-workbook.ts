import type { NoticeRow } from 'shared-api/contract';
import { classLabel } from './mark-fields';
import { tableWorkbook, type WorkbookColumn } from './table-workbook';

/** The notice exports' columns (issue 13): the result table, one row per notice. */
const COLUMNS: WorkbookColumn<NoticeRow>[] = [
  { header: '商标名称', width: 20, value: (r) => r.applicants },
  { header: '注册号', width: 14, value: (r) => r.regcode },
  { header: '国际分类', width: 10, value: (r) => classLabel(r.categary) },
  { header: '申请人', width: 28, value: (r) => r.applicant },
  { header: '申请日期', width: 12, value: (r) => r.markDate },
  { header: '公告类型', width: 24, value: (r) => r.type },
  { header: '公告期号', width: 10, value: (r) => String(r.issue) },
  { header: '公告日期', width: 12, value: (r) => r.noticedate },
  { header: '公告页码', width: 10, value: (r) => String(r.page) },
];

export const NOTICE_SHEET_NAME = '商标公告结果';

/** excelByCustomNotice and excelCustomDataByCodeCategary: the notices, as shown on screen. */
export function noticesWorkbook(rows: NoticeRow[]): Promise<Buffer> {
  return tableWorkbook({
    creator: '公告定制',
    sheetName: NOTICE_SHEET_NAME,
    columns: COLUMNS,
    rows,
  });
}
