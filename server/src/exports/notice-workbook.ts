import ExcelJS from 'exceljs';
import type { NoticeRow } from 'shared-api/contract';
import { classLabel } from './mark-fields';

/** The notice exports' columns (issue 13): the result table, one row per notice. */
const COLUMNS: Array<{ header: string; width: number; value: (r: NoticeRow) => string }> = [
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
export async function noticesWorkbook(rows: NoticeRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '公告定制';
  const sheet = workbook.addWorksheet(NOTICE_SHEET_NAME, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [{ header: '序号', width: 6 }, ...COLUMNS].map((c) => ({
    header: c.header,
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    // numbers and dates as text, so Excel keeps 0-led numbers and does not reformat dates
    const added = sheet.addRow([index + 1, ...COLUMNS.map((c) => c.value(row))]);
    added.alignment = { vertical: 'top', wrapText: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
