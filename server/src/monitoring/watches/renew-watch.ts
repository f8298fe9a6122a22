import type { FastifyInstance } from 'fastify';
import { WATCH_PRICE_CENTS, WATCH_TYPE_LABELS } from 'shared-api/contract';
import { requirePayment, consumePaidOrder } from '../../money/require-payment';
import type { AuthMember } from '../../plugins/app/require-member';
import { MONITOR_CATEGORY, type WatchRenewDetails } from './watch-orders';
import { ownWatch, watchValue } from './watch-store';

/**
 * renew/{id} (spec 2 §4): one more year at WATCH_PRICE_CENTS, code 6000 until paid. Paying
 * adds the year in the paying transaction (watch-orders.ts); the dialog's repeat of this
 * call uses the payment up and answers the new end date. Any watch can be renewed, a free
 * one too: it then runs as a bought watch and no longer holds a free slot.
 */
export async function renewWatch(
  app: FastifyInstance,
  member: AuthMember,
  id: number,
): Promise<string> {
  const account = member.mainMemberId ?? member.id;
  const watch = await ownWatch(app.db, account, id);
  const details: WatchRenewDetails = { action: 'renew', watchId: watch.id };
  const used = await consumePaidOrder(app.db, account, MONITOR_CATEGORY, details, app.now());
  if (used === null) {
    const shown = watch.type === 1 ? watchValue(watch) : '图形';
    await requirePayment(app, member, {
      category: MONITOR_CATEGORY,
      name: `商标监测续费（${WATCH_TYPE_LABELS[watch.type]}）${shown.slice(0, 20)} 1年`,
      amountCents: WATCH_PRICE_CENTS[watch.type],
      details,
    });
  }
  return (await ownWatch(app.db, account, id)).endDate;
}
