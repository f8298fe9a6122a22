/**
 * A gazette page as the printed gazette lays it out: a header with the issue and the
 * announcement type, then up to ten notices, two columns of five, each with the mark's
 * picture (or its name in large type), number, class, goods and applicant.
 */
export interface PageNotice {
  regNo: string;
  classId: number;
  markName: string;
  applicant: string;
  appDate: string | null;
  goods: string;
  image: { mime: string; bytes: Buffer } | null;
}

export interface PageHeading {
  issue: number;
  issueDate: string;
  typeName: string;
  page: number;
}

/** The gazette's own separator in its running head. */
const IDEOGRAPHIC_SPACE = '\u3000';

const WIDTH = 1240;
const HEIGHT = 1754;
const CELL_W = 570;
const CELL_H = 250;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width in ems: CJK and full-width characters take one, Latin letters and digits about 0.6. */
const emWidth = (text: string) =>
  [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.6), 0);

/** Cuts text to fit `ems`, marking the cut with an ellipsis. */
function clip(text: string, ems: number): string {
  if (emWidth(text) <= ems) return text;
  let out = '';
  for (const c of text) {
    if (emWidth(out + c) > ems - 1) break;
    out += c;
  }
  return `${out}…`;
}

function picture(n: PageNotice, x: number, y: number): string {
  if (n.image) {
    const href = `data:${n.image.mime};base64,${n.image.bytes.toString('base64')}`;
    return `<image x="${x}" y="${y}" width="180" height="180" href="${href}"/>`;
  }
  // the name fills the 160 px box: large for a short Chinese name, smaller for long Latin
  const size = Math.max(16, Math.min(44, Math.floor(160 / emWidth(n.markName))));
  return (
    `<rect x="${x}" y="${y}" width="180" height="180" fill="#fff" stroke="#bbb"/>` +
    `<text x="${x + 90}" y="${y + 90 + size / 3}" font-size="${size}" text-anchor="middle">` +
    `${escapeXml(clip(n.markName, 160 / size))}</text>`
  );
}

function cell(n: PageNotice, index: number): string {
  const x = 40 + (index % 2) * (CELL_W + 20);
  const y = 150 + Math.floor(index / 2) * (CELL_H + 24);
  const lines = [
    `申请号/注册号：${n.regNo}`,
    `类别：第 ${String(n.classId).padStart(2, '0')} 类`,
    `申请日期：${n.appDate ?? '—'}`,
    `申请人：${clip(n.applicant, 14)}`,
    `商品/服务：${clip(n.goods, 12)}`,
  ];
  const text = lines
    .map(
      (l, i) => `<text x="${x + 210}" y="${y + 48 + i * 38}" font-size="19">${escapeXml(l)}</text>`,
    )
    .join('');
  return (
    `<rect x="${x}" y="${y}" width="${CELL_W}" height="${CELL_H}" fill="none" stroke="#333"/>` +
    picture(n, x + 16, y + 20) +
    text
  );
}

export function gazettePageSvg(heading: PageHeading, notices: PageNotice[]): string {
  const title = [`商标公告`, `第 ${heading.issue} 期`, heading.issueDate].join(IDEOGRAPHIC_SPACE);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fbfaf6"/>` +
    `<text x="${WIDTH / 2}" y="70" font-size="34" text-anchor="middle">${escapeXml(title)}</text>` +
    `<text x="${WIDTH / 2}" y="118" font-size="26" text-anchor="middle">${escapeXml(heading.typeName)}</text>` +
    notices.map(cell).join('') +
    `<text x="${WIDTH / 2}" y="${HEIGHT - 40}" font-size="20" text-anchor="middle">— ${heading.page} —</text>` +
    `</svg>`
  );
}
