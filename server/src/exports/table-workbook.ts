import ExcelJS from 'exceljs';

/** One column of a result-table export: its heading, width and the text of a row. */
export interface WorkbookColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => string;
}

/**
 * A result table as a one-sheet workbook, as the page shows it: a numbered row per result
 * under a frozen bold heading; `note` (rows left out, say) goes in a last line of its own.
 * Numbers and dates are written as text, so Excel keeps 0-led numbers and does not reformat
 * dates.
 */
export async function tableWorkbook<Row>(options: {
  creator: string;
  sheetName: string;
  columns: readonly WorkbookColumn<Row>[];
  rows: readonly Row[];
  note?: string;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = options.creator;
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [{ header: '序号', width: 6 }, ...options.columns].map((c) => ({
    header: c.header,
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  options.rows.forEach((row, index) => {
    const added = sheet.addRow([index + 1, ...options.columns.map((c) => c.value(row))]);
    added.alignment = { vertical: 'top', wrapText: true };
  });
  if (options.note) sheet.addRow([options.note]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
