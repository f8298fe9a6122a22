import ExcelJS from 'exceljs';
import type { RenewalRecord } from 'shared-api/contract';
import { RENEWAL_EXPORT_MAX, renewalWorkbook } from '../../../src/archives/records';
import { remainingText } from '../../../src/archives/records/renewal-export';

const record = (TM_REMAINING_DAYS: string, TM_XZSTATUS: number): RenewalRecord => ({
  ID: 1,
  UID: '50000001_9',
  imageUrl: null,
  TM_CODE: '50000001',
  TM_NAME: '星河',
  TM_NCL: 9,
  TM_STATUS: 2,
  TM_DEADLINE_END: '2025-03-01',
  TM_REMAINING_DAYS,
  TM_XZSTATUS,
  graceEnd: '2025-09-01',
  TM_HOLDER_CN: '星河科技有限公司',
});

it('words the remaining days as the page’s rings do', () => {
  expect(remainingText(record('XZ_365', 1))).toBe('距专用权截止365天');
  expect(remainingText(record('XZ_0', 1))).toBe('距专用权截止0天');
  expect(remainingText(record('KZ_0', 2))).toBe('宽展期剩余0天');
  expect(remainingText(record('KZ_-3', 3))).toBe('已过宽展期3天');
});

it('says so in a last line when rows were left out', async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await renewalWorkbook([record('XZ_1', 1)], true)) as unknown as ExcelJS.Buffer,
  );
  const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
  expect(rows).toHaveLength(3);
  expect(rows[2]![1]).toBe(`仅导出前${RENEWAL_EXPORT_MAX}件，请用筛选条件缩小范围后分别导出`);
});
