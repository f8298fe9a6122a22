import { z } from 'zod';
import {
  CLASSIFICATION_SEARCH_MAX_LENGTH,
  NICE_CLASS_COUNT,
  classificationMessages as m,
  formatClassCode,
} from './classification';

/** '1' or '01' … '45', returned as two digits (spec 1 §9: length 2 selects level 2). */
const classCode = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, m.classCodeInvalid)
  .transform(formatClassCode)
  .refine((code) => Number(code) >= 1 && Number(code) <= NICE_CLASS_COUNT, m.classCodeInvalid);

const groupCode = z
  .string()
  .trim()
  .regex(/^(0[1-9]|[1-3]\d|4[0-5])\d{2}$/, m.groupCodeInvalid);

const twoDigits = (s: string) => s.padStart(2, '0');

/** A Vienna category, '1' or '01'. */
const graphicCategory = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, m.graphicCategoryInvalid)
  .transform(twoDigits);

/** A Vienna division, '1.1' or '01.01'. */
const graphicDivision = z
  .string()
  .trim()
  .regex(/^\d{1,2}\.\d{1,2}$/, m.graphicDivisionInvalid)
  .transform((s) => s.split('.').map(twoDigits).join('.'));

const searchName = z
  .string()
  .trim()
  .min(1, m.nameRequired)
  .max(CLASSIFICATION_SEARCH_MAX_LENGTH, m.nameTooLong);

export const classCodeQuerySchema = z.object({ code: classCode });
export const groupCodeQuerySchema = z.object({ code: groupCode });
export const graphicCategoryQuerySchema = z.object({ code: graphicCategory });
export const graphicDivisionQuerySchema = z.object({ code: graphicDivision });
export const classificationSearchQuerySchema = z.object({ name: searchName });

/** A goods/services node; the field mapping per level is in classification.ts. */
export const goodsNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  classId: z.string(),
  className: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  shortName: z.string().nullable(),
  cateName: z.string(),
});
export type GoodsNode = z.infer<typeof goodsNodeSchema>;

/** A note of the similarity table: this group's goods are similar to those of group `code`. */
export const similarNoteSchema = z.object({ code: z.string(), note: z.string() });
export type SimilarNote = z.infer<typeof similarNoteSchema>;

export const goodsGroupNodeSchema = goodsNodeSchema.extend({ similar: z.array(similarNoteSchema) });
export type GoodsGroupNode = z.infer<typeof goodsGroupNodeSchema>;

/** searchLevel3Name: classes → their groups → the matching items, in code order. */
export const goodsSearchGroupSchema = goodsNodeSchema.extend({
  children: z.array(goodsNodeSchema),
});
export type GoodsSearchGroup = z.infer<typeof goodsSearchGroupSchema>;
export const goodsSearchClassSchema = goodsNodeSchema.extend({
  children: z.array(goodsSearchGroupSchema),
});
export type GoodsSearchClass = z.infer<typeof goodsSearchClassSchema>;

/** A Vienna node; the field mapping is in classification.ts. */
export const graphicNodeSchema = z.object({
  fno: z.string(),
  sno: z.string().nullable(),
  tno: z.string().nullable(),
  itsName: z.string(),
  firstNo: z.string().nullable(),
  secondNo: z.string().nullable(),
});
export type GraphicNode = z.infer<typeof graphicNodeSchema>;

export const graphicSearchDivisionSchema = graphicNodeSchema.extend({
  children: z.array(graphicNodeSchema),
});
export type GraphicSearchDivision = z.infer<typeof graphicSearchDivisionSchema>;
export const graphicSearchCategorySchema = graphicNodeSchema.extend({
  children: z.array(graphicSearchDivisionSchema),
});
export type GraphicSearchCategory = z.infer<typeof graphicSearchCategorySchema>;

/**
 * An industry of /tool/goodsclass. `ids` is the spec's comma list: the class codes (two
 * digits) first, then the similar-group codes (four digits), so the length tells them apart
 * as everywhere in the tree; `classIds` and `groupCodes` are the same lists split.
 */
export const industrySchema = z.object({
  hy: z.string(),
  ids: z.string(),
  classIds: z.array(z.string()),
  groupCodes: z.array(z.string()),
});
export type Industry = z.infer<typeof industrySchema>;
