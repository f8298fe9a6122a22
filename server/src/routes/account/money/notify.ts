import { PAYMENT_PATHS } from 'shared-api/contract';
import { z } from 'zod';
import { badRequest, notFound } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { httpMessages } from '../../../http/messages';
import type { ZodPlugin } from '../../../http/zod';
import { moneyMessages } from '../../../money/messages';
import { NOTICE_OUTCOMES, applyPaymentNotice } from '../../../money/provider-payments';
import { responses } from '../../schemas';

/**
 * Providers' payment notifications (no login: the signature is the proof). A verified one
 * pays and delivers its order once; a repeat of the same trade answers success again and
 * changes nothing; a forged or altered one is refused and changes nothing.
 */
export const notifyRoutes: ZodPlugin = async (app) => {
  app.post(
    PAYMENT_PATHS.notify(':provider'),
    {
      schema: {
        tags: ['payment'],
        summary: '支付结果通知（支付服务商调用，验签后入账）',
        params: z.object({ provider: z.string().max(32) }),
        body: z.unknown(),
        response: responses(z.object({ outcome: z.enum(NOTICE_OUTCOMES) })),
      },
    },
    async (request) => {
      const provider = app.payments.byName(request.params.provider);
      if (!provider) throw notFound(httpMessages.routeNotFound);
      const notice = provider.verifyNotification(request.body, request.headers);
      if (!notice) {
        request.log.warn({ provider: provider.name }, 'payment notification failed verification');
        throw badRequest(moneyMessages.noticeInvalid);
      }
      const outcome = await applyPaymentNotice(app.db, provider.name, notice, app.now());
      return ok({ outcome });
    },
  );
};
