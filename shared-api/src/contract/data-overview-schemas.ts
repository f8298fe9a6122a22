import { z } from 'zod';

/** Spec 1 §3 'Class count item': `id` is the count, `name` e.g. '第 01 类 化学原料'. */
export const classCountItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type ClassCountItem = z.infer<typeof classCountItemSchema>;

/** A corpus build under way: marks written so far of the planned total. */
export const databaseBuildSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type DatabaseBuild = z.infer<typeof databaseBuildSchema>;

export const classCountsSchema = z.object({
  /** All 45 classes in class order, zero where the register has none. */
  list: z.array(classCountItemSchema),
  total: z.number().int(),
  /** 'YYYY-MM-DD' (Asia/Shanghai) of the latest finished import, null when there is no data. */
  updatedAt: z.string().nullable(),
  /** The month of updatedAt (1-12): the note '数据更新于N月'. */
  updatedMonth: z.number().int().min(1).max(12).nullable(),
  /** Non-null while the corpus is being built. */
  building: databaseBuildSchema.nullable(),
});
export type ClassCounts = z.infer<typeof classCountsSchema>;
