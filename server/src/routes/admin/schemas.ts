import { int4Id, positiveInt4 } from 'shared-api/contract';
import { z } from 'zod';

/** A file name inside the import folder: no folders, so a call cannot read elsewhere. */
const fileName = z
  .string()
  .trim()
  .regex(/^[\w.\-\u4e00-\u9fa5]+\.jsonl$/, '文件名应为导入目录中的 .jsonl 文件');

export const startJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('import'), file: fileName }),
  z.object({
    kind: z.literal('issue'),
    file: fileName,
    issue: positiveInt4('期号应为正整数'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD'),
  }),
]);

export const jobSchema = z.object({
  id: z.number(),
  kind: z.enum(['import', 'issue', 'corpus', 'watch']),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number(),
  done: z.number(),
  summary: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
  started_at: z.union([z.string(), z.date()]),
  finished_at: z.union([z.string(), z.date()]).nullable(),
});

export const jobIdSchema = z.object({ id: int4Id() });
