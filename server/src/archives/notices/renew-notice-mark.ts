import type { FastifyInstance } from 'fastify';
import { NOTICE_PRICE_CENTS } from 'shared-api/contract';
import { consumePaidOrder, requirePayment } from '../../money/require-payment';
import type { AuthMember } from '../../plugins/app/require-member';
import { ARCHIVE_CATEGORY, type NoticeRenewDetails } from './notice-orders';
import { ownNoticeMark } from './notice-store';

/**
 * renew/{id} (spec 2 §4 'Payment inside dialogs'): one more year at NOTICE_PRICE_CENTS,
 * code 6000 until paid. Paying adds the year in the paying transaction (notice-orders.ts);
 * the dialog's repeat of this call uses the payment up. Any notice mark can be renewed, a
 * free one too: it then runs as a bought one and frees its slot (as watches do).
 */
export async function renewNoticeMark(
  app: FastifyInstance,
  member: AuthMember,
  id: number,
): Promise<void> {
  const account = member.mainMemberId ?? member.id;
  const mark = await ownNoticeMark(app.db, account, id);
  const details: NoticeRenewDetails = { action: 'noticeRenew', noticeMarkId: mark.id };
  const used = await consumePaidOrder(app.db, account, ARCHIVE_CATEGORY, details, app.now());
  if (used !== null) return;
  await requirePayment(app, member, {
    category: ARCHIVE_CATEGORY,
    name: `公告定制续费 注册号${mark.regNo} 1年`,
    amountCents: NOTICE_PRICE_CENTS,
    details,
  });
}
