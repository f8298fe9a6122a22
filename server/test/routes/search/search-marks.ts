import type { FastifyInstance } from 'fastify';
import { runFileImport } from '../../../src/register/run-import';
import type { TrademarkRecordInput } from '../../../src/register/record';
import { sampleRecord, writeJsonl } from '../../register/fixtures';

/** A small register for the search tests, loaded through the real importer. */
export const SEARCH_MARKS: Array<Partial<TrademarkRecordInput>> = [
  {
    TM_NAME: '华为',
    TM_NCL: 9,
    TM_HOLDER_CN: '华为技术有限公司',
    TM_HOLDER_EN: 'Huawei Technologies Co., Ltd.',
    TM_AREA_CODE: '440000',
    TM_CITY_CODE: '440300',
    TM_APP_DATE: '2012-05-01',
  },
  { TM_NAME: '華為', TM_NCL: 9, TM_APP_DATE: '2015-05-01' },
  { TM_NAME: '华为科技', TM_NCL: 9, TM_APP_DATE: '2019-05-01' },
  { TM_NAME: '为华', TM_NCL: 9, TM_APP_DATE: '2020-05-01' },
  { TM_NAME: 'HUAWEI', TM_NCL: 9, TM_APP_DATE: '2016-05-01' },
  { TM_NAME: '华为', TM_NCL: 30, TM_STATUS: 1, TM_APP_DATE: '2021-05-01' },
  { TM_NAME: '康师傅', TM_NCL: 30, TM_HOLDER_CN: '康师傅控股有限公司', TM_APP_DATE: '2010-05-01' },
  { TM_NAME: '康帅傅', TM_NCL: 30, TM_APP_DATE: '2011-05-01' },
  { TM_NAME: '星巴克', TM_NCL: 30, TM_APP_DATE: '2013-05-01' },
  { TM_NAME: '恒泰', TM_NCL: 30, TM_APP_DATE: '2014-05-01' },
];

const GOODS_BY_CLASS: Record<number, TrademarkRecordInput['TM_GOODSLS_CN']> = {
  9: [{ similarcode: '0901', goods: '计算机', nid: 0 }],
  30: [{ similarcode: '3001', goods: '咖啡', nid: 0 }],
};

/** Loads SEARCH_MARKS (numbers 30000001…) and returns their codes in the same order. */
export async function loadSearchMarks(app: FastifyInstance): Promise<string[]> {
  const records = SEARCH_MARKS.map((extra, i) => {
    const base = sampleRecord(i + 1, extra);
    return { ...base, TM_GOODSLS_CN: GOODS_BY_CLASS[Number(base.TM_NCL)]!, TMNOTICELS_CN: [] };
  });
  const file = await writeJsonl(records);
  await runFileImport(app.db, file);
  return records.map((record) => String(record.TM_CODE));
}
