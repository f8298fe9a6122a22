import { z } from 'zod';

/**
 * The formats of server/data/reference (its README.md). The loader refuses a file that does
 * not match, rather than loading half a table.
 */

const text = z.string().trim().min(1);

export const goodsItemEntrySchema = z.object({
  code: z.string().regex(/^C?\d{6}$/, 'item code: six digits, or C and six digits'),
  name: text,
});

export const similarEntrySchema = z.object({
  code: z.string().regex(/^\d{4}$/, 'similar group code: four digits'),
  note: z.string().default(''),
});

export const groupEntrySchema = z.object({
  code: z.string().regex(/^\d{4}$/, 'group code: four digits'),
  name: text,
  items: z.array(goodsItemEntrySchema),
  similar: z.array(similarEntrySchema).default([]),
});

/** goods/class-NN.json */
export const goodsClassFileSchema = z
  .object({
    id: z.number().int().min(1).max(45),
    heading: text,
    shortName: text,
    /** Which edition of the table the file follows; optional. */
    edition: text.optional(),
    groups: z.array(groupEntrySchema).min(1),
  })
  .superRefine((file, ctx) => {
    const prefix = String(file.id).padStart(2, '0');
    file.groups.forEach((group, index) => {
      if (!group.code.startsWith(prefix)) {
        ctx.addIssue({
          code: 'custom',
          path: ['groups', index, 'code'],
          message: `group ${group.code} does not belong to class ${prefix}`,
        });
      }
    });
  });
export type GoodsClassFile = z.output<typeof goodsClassFileSchema>;

const sectionSchema = z.object({
  code: z.string().regex(/^\d{2}\.\d{2}\.\d{2}$/, 'section code: NN.NN.NN'),
  name: text,
});
const divisionSchema = z.object({
  code: z.string().regex(/^\d{2}\.\d{2}$/, 'division code: NN.NN'),
  name: text,
  sections: z.array(sectionSchema).default([]),
});
const categorySchema = z.object({
  code: z.string().regex(/^\d{2}$/, 'category code: NN'),
  name: text,
  divisions: z.array(divisionSchema).default([]),
});

/** vienna.json: categories → divisions → sections; codes extend their parent's code. */
export const viennaFileSchema = z.array(categorySchema).superRefine((categories, ctx) => {
  categories.forEach((category, c) => {
    category.divisions.forEach((division, d) => {
      if (!division.code.startsWith(`${category.code}.`)) {
        ctx.addIssue({
          code: 'custom',
          path: [c, 'divisions', d, 'code'],
          message: `division ${division.code} is not under category ${category.code}`,
        });
      }
      division.sections.forEach((section, s) => {
        if (!section.code.startsWith(`${division.code}.`)) {
          ctx.addIssue({
            code: 'custom',
            path: [c, 'divisions', d, 'sections', s, 'code'],
            message: `section ${section.code} is not under division ${division.code}`,
          });
        }
      });
    });
  });
});
export type ViennaFile = z.output<typeof viennaFileSchema>;

/** industries.json */
export const industriesFileSchema = z.array(
  z.object({
    name: text,
    classIds: z.array(z.number().int().min(1).max(45)),
    groupCodes: z.array(z.string().regex(/^\d{4}$/, 'group code: four digits')).default([]),
  }),
);
export type IndustriesFile = z.output<typeof industriesFileSchema>;

/** notice-types.json */
export const noticeTypesFileSchema = z.array(
  z.object({ id: z.number().int().min(1).max(32767), code: text, name: text }),
);
export type NoticeTypesFile = z.output<typeof noticeTypesFileSchema>;
