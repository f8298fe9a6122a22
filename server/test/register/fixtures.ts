import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrademarkRecordInput } from '../../src/register/record';

/** A 1×1 PNG: real bytes, so the importer's type check sees a PNG signature. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A registered mark with goods, process and both announcements, as an import carries it. */
export function sampleRecord(
  n: number,
  extra: Partial<TrademarkRecordInput> = {},
): TrademarkRecordInput {
  return {
    TM_NAME: `恒泰${n}`,
    TM_CODE: String(30_000_000 + n),
    TM_NCL: 30,
    TM_STATUS: 2,
    TM_APP_DATE: '2018-03-01',
    TM_FIRST_DATE: '2018-11-27',
    TM_FIRST_ISSUE: 1626,
    TM_REG_DATE: '2019-02-27',
    TM_REG_ISSUE: 1638,
    TM_DEADLINE_START: '2019-02-28',
    TM_DEADLINE_END: '2029-02-27',
    TM_HOLDER_CN: `浙江恒泰食品有限公司${n % 2}`,
    TM_ADDR_CN: '浙江省杭州市西湖区文三路1号',
    TM_AREA_CODE: '330000',
    TM_CITY_CODE: '330100',
    TM_PROXY: '杭州天成知识产权代理有限公司',
    TM_GOODSLS_CN: [
      { similarcode: '3001', goods: '咖啡', nid: 0 },
      { similarcode: '3006', goods: '面包', nid: 0 },
    ],
    TM_PROCESS: [
      { date: '2018-03-01', step: '商标注册申请' },
      { date: '2019-02-27', step: '注册公告' },
    ],
    TMNOTICELS_CN: [
      { code: 'TMZCSQ', issue: 1626, page: 10 + n, name: '商标初步审定公告', date: '2018-11-27' },
      { code: 'TMZCZC', issue: 1638, page: 3 + n, name: '商标注册公告（一）', date: '2019-02-27' },
    ],
    ...extra,
  };
}

/** Writes lines (objects as JSON, strings as they are) to a .jsonl in a fresh folder. */
export async function writeJsonl(lines: (object | string)[], files: Record<string, Buffer> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tm-import-'));
  for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(dir, name), bytes);
  const file = path.join(dir, 'marks.jsonl');
  const text = lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
  await writeFile(file, `${text}\n`);
  return file;
}
