import { z } from 'zod';
import { ok } from '../../../http/envelope';
import type { ZodPlugin } from '../../../http/zod';
import { issueCards } from '../../../money/cards';
import { requireAdminToken } from '../../admin/admin-token';
import { responses } from '../../schemas';

export const ADMIN_CARDS_PATH = '/shebiao/admin/cards';

const issueCardsBodySchema = z.object({
  /** the value of each card, cents */
  amount: z.coerce
    .number()
    .int('面额应为整数（分）')
    .positive('面额应大于 0')
    .max(3_000_000, '面额至多 30000 元'),
  count: z.coerce.number().int().min(1, '张数至少为 1').max(100, '每次至多 100 张').default(1),
});

const issuedCardsSchema = z.array(
  z.object({ cardNo: z.string(), cardPassword: z.string(), amount: z.number().int() }),
);

/** Operations issue stored-value cards; the passwords are shown in this answer only. */
export const adminCardRoutes: ZodPlugin<{ adminToken: string }> = async (app, { adminToken }) => {
  app.addHook('onRequest', requireAdminToken(adminToken));

  app.post(
    ADMIN_CARDS_PATH,
    {
      schema: {
        tags: ['admin'],
        summary: '发行储值卡（amount 分，count 张；卡密只在此响应中出现一次）',
        body: issueCardsBodySchema,
        response: responses(issuedCardsSchema),
      },
    },
    async (request) => {
      const cards = await issueCards(app.db, request.body.amount, request.body.count);
      return ok(
        cards.map((c) => ({
          cardNo: c.cardNo,
          cardPassword: c.cardPassword,
          amount: c.amountCents,
        })),
      );
    },
  );
};
