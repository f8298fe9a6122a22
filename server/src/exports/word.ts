import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DetailRow } from 'shared-api/contract';
import { fitLogo, type Logo } from './logos';
import { DELETED_GOODS, goodsLines, markFields, markSubtitle, noticeLines } from './mark-fields';

/** Fonts Word has on Chinese systems; East Asian text is marked zh-CN so it picks them. */
const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '微软雅黑' };
const LANGUAGE = { value: 'zh-CN', eastAsia: 'zh-CN' };

const LOGO_PT = 120;

/** Deleted goods are struck through and greyed: a line alone hides in a character's strokes. */
const text = (value: string, options: { bold?: boolean; strike?: boolean } = {}) =>
  new TextRun({ text: value, ...options, ...(options.strike ? { color: '888888' } : {}) });

const cell = (runs: TextRun[], widthPct: number) =>
  new TableCell({
    width: { size: widthPct, type: WidthType.PERCENTAGE },
    children: [new Paragraph({ children: runs })],
  });

/** A full-width table: a bold header row, then one row per line. */
function table(headers: string[], widths: number[], lines: TextRun[][][]): Table {
  const header = new TableRow({
    tableHeader: true,
    children: headers.map((h, i) => cell([text(h, { bold: true })], widths[i]!)),
  });
  const body = lines.map(
    (line) => new TableRow({ children: line.map((runs, i) => cell(runs, widths[i]!)) }),
  );
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...body] });
}

const heading = (title: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240 },
    children: [text(title)],
  });

const none = () => new Paragraph({ children: [text('无')] });

/** wordByCode: one mark's full record as a .docx. */
export async function markDocx(row: DetailRow, logo: Logo | null): Promise<Buffer> {
  const fields = markFields(row);
  const goods = goodsLines(row);
  const notices = noticeLines(row);
  const document = new Document({
    creator: '商标查询',
    title: row.TM_NAME,
    styles: { default: { document: { run: { font: FONT, language: LANGUAGE, size: 21 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            children: [text(row.TM_NAME, { bold: true })],
          }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [text(markSubtitle(row))] }),
          ...(logo
            ? [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  children: [
                    new ImageRun({
                      type: 'png',
                      data: logo.png,
                      transformation: fitLogo(logo, LOGO_PT),
                    }),
                  ],
                }),
              ]
            : []),
          heading('基本信息'),
          table(
            ['项目', '内容'],
            [28, 72],
            fields.map(([label, value]) => [[text(label, { bold: true })], [text(value)]]),
          ),
          heading('商品/服务'),
          goods.length === 0
            ? none()
            : table(
                ['类似群', '商品/服务', '状态'],
                [16, 64, 20],
                goods.map((g) => [
                  [text(g.group)],
                  [text(g.name, { strike: g.deleted })],
                  [text(g.deleted ? DELETED_GOODS : '有效')],
                ]),
              ),
          heading('商标流程'),
          row.TM_PROCESS.length === 0
            ? none()
            : table(
                ['日期', '流程'],
                [28, 72],
                row.TM_PROCESS.map((p) => [[text(p.date)], [text(p.step)]]),
              ),
          heading('公告信息'),
          notices.length === 0
            ? none()
            : table(
                ['期号', '公告类型', '页码', '公告日期'],
                [18, 44, 16, 22],
                notices.map((n) => [
                  [text(n.issue)],
                  [text(n.name)],
                  [text(n.page)],
                  [text(n.date)],
                ]),
              ),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
