import { z } from 'zod';
import { ok } from '../../http/envelope';
import { formatShanghai, parseShanghai } from '../../http/time';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';
import { requireAdminToken } from './admin-token';

/** 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai (UTC+8 all year), the API's time format. */
const shanghaiTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '发布时间格式应为 yyyy-MM-dd HH:mm:ss')
  .transform((text) => parseShanghai(text))
  .refine((date): date is Date => date !== null, '发布时间不是有效的日期');

export const publishAnnouncementBodySchema = z.object({
  title: z.string().trim().min(1, '请输入公告标题').max(200, '公告标题至多200字'),
  content: z.string().trim().min(1, '请输入公告内容').max(20_000, '公告内容过长'),
  /** Absent: now. A later time schedules it: members see it from then on. */
  publishTime: shanghaiTime.optional(),
});

const publishedSchema = z.object({ id: z.number().int(), publishTime: z.string() });

/** Operations publish system announcements (spec 3 §2.11 /sysMessage) with X-Admin-Token. */
export const adminAnnouncementRoutes: ZodPlugin<{ adminToken: string }> = async (
  app,
  { adminToken },
) => {
  app.addHook('onRequest', requireAdminToken(adminToken));

  app.post(
    '/shebiao/admin/announcements',
    {
      schema: {
        tags: ['admin'],
        summary: '发布系统公告（publishTime 为空即现在发布）',
        body: publishAnnouncementBodySchema,
        response: responses(publishedSchema),
      },
    },
    async (request) => {
      const { title, content, publishTime = app.now() } = request.body;
      const { id } = await app.announcements.publish({ title, content, publishTime });
      return ok({ id, publishTime: formatShanghai(publishTime) }, '发布成功');
    },
  );
};
