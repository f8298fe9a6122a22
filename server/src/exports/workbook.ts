import ExcelJS from 'exceljs';
import { tmStatusLabel, type DetailRow } from 'shared-api/contract';
import { fitLogo, type Logo } from './logos';
import { classLabel, EMPTY } from './mark-fields';

/** The sheet's columns: what the result table shows, plus the record fields users file. */
const COLUMNS: Array<{ header: string; width: number; value: (r: DetailRow) => string | number }> =
  [
    { header: '商标名称', width: 20, value: (r) => r.TM_NAME },
    { header: '申请号/注册号', width: 14, value: (r) => r.TM_CODE },
    { header: '国际分类', width: 10, value: (r) => classLabel(r.TM_NCL) },
    { header: '商标状态', width: 10, value: (r) => tmStatusLabel(r.TM_STATUS) },
    { header: '商标类型', width: 10, value: (r) => r.type },
    { header: '申请日期', width: 12, value: (r) => r.TM_APP_DATE },
    { header: '申请人', width: 28, value: (r) => r.TM_HOLDER_CN },
    { header: '申请人英文名', width: 24, value: (r) => r.TM_HOLDER_EN ?? '' },
    { header: '申请人地址', width: 32, value: (r) => r.TM_ADDR_CN ?? '' },
    { header: '申请人地区', width: 16, value: (r) => r.TM_AREA ?? '' },
    { header: '共有人', width: 24, value: (r) => r.TM_SHARE_HOLDERS.join('；') },
    { header: '代理机构', width: 28, value: (r) => r.TM_PROXY ?? '' },
    { header: '初审公告期号', width: 12, value: (r) => r.TM_FIRST_ISSUE ?? '' },
    { header: '初审公告日期', width: 12, value: (r) => r.TM_FIRST_DATE ?? '' },
    { header: '注册公告期号', width: 12, value: (r) => r.TM_REG_ISSUE ?? '' },
    { header: '注册公告日期', width: 12, value: (r) => r.TM_REG_DATE ?? '' },
    { header: '专用权期限', width: 24, value: (r) => r.TM_DEADLINE ?? '' },
    { header: '商品/服务', width: 40, value: (r) => r.TM_GOODS },
    { header: '商标流程', width: 40, value: (r) => r.TM_PROCESS_CN.replace(/;/g, '\n') },
  ];

export const SHEET_NAME = '商标查询结果';

/** Logo cells are this many pixels square; rows with a logo are made tall enough. */
const LOGO_PX = 64;

/**
 * The Excel export (excelByUids2): one row per mark in the order given, the logo in a first
 * column when `logos` is passed (needImage), numbers and dates as text so Excel keeps them.
 */
export async function marksWorkbook(
  rows: DetailRow[],
  logos: Map<number, Logo> | null,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '商标查询';
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const leading = [
    { header: '序号', width: 6 },
    ...(logos ? [{ header: '商标图样', width: 11 }] : []),
  ];
  sheet.columns = [...leading, ...COLUMNS].map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };

  rows.forEach((row, index) => {
    const values = [index + 1, ...(logos ? [logos.has(row.ID) ? '' : EMPTY] : [])];
    const added = sheet.addRow([...values, ...COLUMNS.map((c) => c.value(row))]);
    added.alignment = { vertical: 'top', wrapText: true };
    const logo = logos?.get(row.ID);
    if (!logo) return;
    const image = workbook.addImage({
      buffer: logo.png as unknown as ExcelJS.Buffer,
      extension: 'png',
    });
    // ExcelJS anchors are zero-based: column 1 is the logo column, row index+1 the mark's row
    sheet.addImage(image, { tl: { col: 1.1, row: index + 1.1 }, ext: fitLogo(logo, LOGO_PX) });
    added.height = LOGO_PX * 0.75 + 8;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
