import PDFDocument from 'pdfkit';
import type { DetailRow } from 'shared-api/contract';
import { fitLogo, type Logo } from './logos';
import { DELETED_GOODS, goodsLines, markFields, markSubtitle, noticeLines } from './mark-fields';
import { pdfFonts } from './pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;

interface Cell {
  text: string;
  bold?: boolean;
  strike?: boolean;
}

const MARGIN = 50;
const PADDING = 4;
const FONT_SIZE = 10;
const LOGO_PT = 120;
/** Deleted goods are struck through and greyed: a line alone hides in a character's strokes. */
const DELETED_GREY = '#888888';

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const font = (doc: Doc, bold = false) => doc.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);

/** Starts a new page when `height` more points would run into the bottom margin. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function drawRow(doc: Doc, cells: Cell[], widths: number[], shaded: boolean) {
  const heights = cells.map(
    (c, i) =>
      font(doc, c.bold).heightOfString(c.text, { width: widths[i]! - 2 * PADDING }) + 2 * PADDING,
  );
  const height = Math.max(...heights);
  ensureRoom(doc, height);
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((c, i) => {
    const width = widths[i]!;
    if (shaded) doc.rect(x, top, width, height).fill('#f2f2f2');
    doc.rect(x, top, width, height).lineWidth(0.5).stroke('#999999');
    font(doc, c.bold)
      .fillColor(c.strike ? DELETED_GREY : '#000000')
      .text(c.text, x + PADDING, top + PADDING, { width: width - 2 * PADDING, strike: c.strike });
    x += width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
}

/** A table across the page: fractions of the width per column, a shaded bold header row. */
function drawTable(doc: Doc, headers: string[], fractions: number[], rows: Cell[][]) {
  const widths = fractions.map((f) => f * contentWidth(doc));
  drawRow(
    doc,
    headers.map((text) => ({ text, bold: true })),
    widths,
    true,
  );
  for (const row of rows) drawRow(doc, row, widths, false);
}

function heading(doc: Doc, title: string) {
  ensureRoom(doc, 60);
  doc.moveDown(1);
  doc.font('bold').fontSize(13).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function orNone(doc: Doc, empty: boolean, draw: () => void) {
  if (empty) font(doc).text('无', MARGIN, doc.y);
  else draw();
}

/** pdfByCode: one mark's full record as a PDF with the Chinese text embedded. */
export async function markPdf(row: DetailRow, logo: Logo | null): Promise<Buffer> {
  const fonts = await pdfFonts();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: row.TM_NAME } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(row.TM_NAME, { align: 'center' });
  doc.font('regular').fontSize(FONT_SIZE).text(markSubtitle(row), { align: 'center' });
  if (logo) {
    const size = fitLogo(logo, LOGO_PT);
    doc.moveDown(0.5);
    doc.image(logo.png, MARGIN + (contentWidth(doc) - size.width) / 2, doc.y, size);
    doc.y += size.height;
  }

  heading(doc, '基本信息');
  drawTable(
    doc,
    ['项目', '内容'],
    [0.28, 0.72],
    markFields(row).map(([label, value]) => [{ text: label, bold: true }, { text: value }]),
  );

  const goods = goodsLines(row);
  heading(doc, '商品/服务');
  orNone(doc, goods.length === 0, () =>
    drawTable(
      doc,
      ['类似群', '商品/服务', '状态'],
      [0.16, 0.64, 0.2],
      goods.map((g) => [
        { text: g.group },
        { text: g.name, strike: g.deleted },
        { text: g.deleted ? DELETED_GOODS : '有效' },
      ]),
    ),
  );

  heading(doc, '商标流程');
  orNone(doc, row.TM_PROCESS.length === 0, () =>
    drawTable(
      doc,
      ['日期', '流程'],
      [0.28, 0.72],
      row.TM_PROCESS.map((p) => [{ text: p.date }, { text: p.step }]),
    ),
  );

  const notices = noticeLines(row);
  heading(doc, '公告信息');
  orNone(doc, notices.length === 0, () =>
    drawTable(
      doc,
      ['期号', '公告类型', '页码', '公告日期'],
      [0.18, 0.44, 0.16, 0.22],
      notices.map((n) => [{ text: n.issue }, { text: n.name }, { text: n.page }, { text: n.date }]),
    ),
  );

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
