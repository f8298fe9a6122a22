import { tmStatusLabel, type WatchMatch } from 'shared-api/contract';
import { classLabel } from './mark-fields';
import { tableWorkbook, type WorkbookColumn } from './table-workbook';

/** The monitoring result export's columns (issue 12): the result table, one row per match. */
const COLUMNS: WorkbookColumn<WatchMatch>[] = [
  { header: '商标名称', width: 20, value: (r) => r.TM_NAME },
  { header: '申请号/注册号', width: 14, value: (r) => r.TM_CODE },
  { header: '国际分类', width: 10, value: (r) => classLabel(r.TM_NCL) },
  { header: '商标状态', width: 10, value: (r) => tmStatusLabel(r.TM_STATUS) },
  { header: '申请人', width: 28, value: (r) => r.TM_HOLDER_CN },
  { header: '代理机构', width: 28, value: (r) => r.TM_PROXY ?? '' },
  { header: '初审公告期号', width: 12, value: (r) => String(r.issue) },
  { header: '近似程度', width: 10, value: (r) => r.match.grade },
  { header: '近似理由', width: 30, value: (r) => r.match.reasons.join('；') },
  { header: '异议截止日', width: 12, value: (r) => r.oppositionDeadline },
];

export const WATCH_SHEET_NAME = '商标监测结果';

/** excelByCustomMonitor: the watch's matches in the issues asked for, as shown on screen. */
export function watchMatchesWorkbook(rows: WatchMatch[]): Promise<Buffer> {
  return tableWorkbook({
    creator: '商标监测',
    sheetName: WATCH_SHEET_NAME,
    columns: COLUMNS,
    rows,
  });
}
