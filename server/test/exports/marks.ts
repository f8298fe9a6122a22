import type { Db } from '../../src/db/types';
import type { TrademarkRecordInput } from '../../src/register/record';
import { runFileImport } from '../../src/register/run-import';
import { ONE_PIXEL_PNG, sampleRecord, writeJsonl } from '../register/fixtures';
import { SVG_LOGO } from './svg-logo';

/**
 * Marks for the rows, detail and export tests, loaded through the real importer so the
 * columns hold what imports write. FULL has every field; BARE only what a new filing has;
 * VECTOR an SVG logo.
 */
export const FULL: TrademarkRecordInput = sampleRecord(1, {
  TM_NAME: '恒泰咖啡',
  TM_TYPE: '集体商标',
  TM_HOLDER_CN: '浙江恒泰食品有限公司',
  TM_HOLDER_EN: 'Zhejiang Hengtai Foods Co., Ltd.',
  TM_ADDR_EN: '1 Wensan Road, Hangzhou',
  TM_INC_DATE: '2018-05-02',
  TM_LAST_DATE: '2017-12-01',
  TM_COLOR: '红色、白色',
  TM_SHARE_HOLDERS: ['杭州恒泰贸易有限公司', '宁波恒泰物流有限公司'],
  TM_GOODSLS_CN: [
    { similarcode: '3001', goods: '咖啡', nid: 0 },
    { similarcode: '3001', goods: '茶', nid: 1 },
    { similarcode: '3006', goods: '面包', nid: 0 },
  ],
  imagePath: 'logo.png',
});

export const BARE: TrademarkRecordInput = {
  TM_NAME: 'SUNLUX',
  TM_CODE: '71234567',
  TM_NCL: 9,
  TM_STATUS: 0,
  TM_APP_DATE: '2024-06-18',
  TM_HOLDER_CN: 'Sunlux GmbH',
  TM_GOODSLS_CN: [{ similarcode: '0901', goods: '计算机', nid: 0 }],
};

/** A mark whose logo is an SVG, which the exports must rasterise. */
export const VECTOR: TrademarkRecordInput = sampleRecord(2, {
  TM_NAME: '星河',
  TM_HOLDER_CN: '深圳星河科技有限公司',
  TM_AREA_CODE: '440000',
  TM_CITY_CODE: '440300',
  imagePath: 'logo.svg',
});

export const FULL_UID = `${FULL.TM_CODE}_${FULL.TM_NCL}`;
export const BARE_UID = `${BARE.TM_CODE}_${BARE.TM_NCL}`;
export const VECTOR_UID = `${VECTOR.TM_CODE}_${VECTOR.TM_NCL}`;

/** Loads FULL, BARE, VECTOR and `more`; returns the trademark id of each UID. */
export async function loadMarks(
  db: Db,
  more: TrademarkRecordInput[] = [],
): Promise<Map<string, number>> {
  const file = await writeJsonl([FULL, BARE, VECTOR, ...more], {
    'logo.png': ONE_PIXEL_PNG,
    'logo.svg': SVG_LOGO,
  });
  await runFileImport(db, file);
  const res = await db.query<{ uid: string; id: number }>(
    `SELECT reg_no || '_' || class_id AS uid, id FROM trademarks`,
  );
  return new Map(res.rows.map((r) => [r.uid, r.id]));
}
