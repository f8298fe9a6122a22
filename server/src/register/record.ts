import { z } from 'zod';

/**
 * One trademark record as imports carry it: a JSON object per line with the API's field
 * names (spec 1 §3 'Trademark (search row)'). The corpus generator produces the same shape,
 * so generated and imported marks go through one loader.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const optionalDay = day.nullish();

export const MARK_TYPES = ['普通商标', '集体商标', '证明商标', '特殊标志'] as const;

export const goodsItemSchema = z.object({
  /** four-digit similar group (类似群) */
  similarcode: z.string().regex(/^\d{4}$/, '类似群编码应为4位数字'),
  goods: z.string().min(1, '商品名称不能为空'),
  /** 1 = deleted from the registration (shown struck through) */
  nid: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const noticeSchema = z.object({
  /** TMZCSQ first-review notice, TMZCZC registration notice, … (notice-types.json) */
  code: z.string().min(1),
  issue: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive(),
  name: z.string().nullish(),
  date: optionalDay,
});

export const processStepSchema = z.object({ date: day, step: z.string().min(1) });

export const trademarkRecordSchema = z.object({
  TM_NAME: z.string().trim().min(1, '商标名称不能为空').max(200),
  TM_CODE: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{1,12}$/, '申请号应为1-12位数字或大写字母'),
  TM_NCL: z.coerce.number().int().min(1, '类别应在1-45之间').max(45, '类别应在1-45之间'),
  TM_STATUS: z.coerce.number().int().min(0).max(3),
  TM_TYPE: z.enum(MARK_TYPES).default('普通商标'),
  TM_APP_DATE: day,
  TM_FIRST_DATE: optionalDay,
  TM_FIRST_ISSUE: z.coerce.number().int().positive().nullish(),
  TM_REG_DATE: optionalDay,
  TM_REG_ISSUE: z.coerce.number().int().positive().nullish(),
  TM_INC_DATE: optionalDay,
  /** priority date */
  TM_LAST_DATE: optionalDay,
  /** exclusive right period */
  TM_DEADLINE_START: optionalDay,
  TM_DEADLINE_END: optionalDay,
  TM_HOLDER_CN: z.string().trim().min(1, '申请人不能为空'),
  TM_HOLDER_EN: z.string().nullish(),
  TM_ADDR_CN: z.string().nullish(),
  TM_ADDR_EN: z.string().nullish(),
  /** GB/T 2260 codes of the holder's province and city; absent for holders abroad */
  TM_AREA_CODE: z
    .string()
    .regex(/^\d{6}$/)
    .nullish(),
  TM_CITY_CODE: z
    .string()
    .regex(/^\d{6}$/)
    .nullish(),
  /** co-owners after the first holder (TM_SHARE is derived: 0 when empty) */
  TM_SHARE_HOLDERS: z.array(z.string().min(1)).default([]),
  TM_PROXY: z.string().nullish(),
  TM_GOODSLS_CN: z.array(goodsItemSchema).default([]),
  TM_PROCESS: z.array(processStepSchema).default([]),
  TMNOTICELS_CN: z.array(noticeSchema).default([]),
  TM_COLOR: z.string().nullish(),
  /** a local PNG/JPEG/SVG file (imports only) */
  imagePath: z.string().nullish(),
});

export type TrademarkRecord = z.output<typeof trademarkRecordSchema>;
export type TrademarkRecordInput = z.input<typeof trademarkRecordSchema>;
export type GoodsItem = z.output<typeof goodsItemSchema>;
export type Notice = z.output<typeof noticeSchema>;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/svg+xml';

/** A record ready to load: the generator attaches its logo directly instead of a path. */
export interface LoadableRecord extends TrademarkRecord {
  image?: { mime: ImageMime; bytes: Buffer } | null;
}
