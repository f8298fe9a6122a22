import type { FastifyInstance } from 'fastify';
import {
  JIANCE_DETAIL_PRICE_CENTS,
  WATCH_TYPE_LABELS,
  markUid,
  searchMessages,
  type WatchType,
} from 'shared-api/contract';
import { notFound } from '../../http/api-error';
import { requirePayment } from '../../money/require-payment';
import type { AuthMember } from '../../plugins/app/require-member';
import { MONITOR_CATEGORY, type JianceDetailDetails } from './watch-orders';

/**
 * details/{ID} of the /jiance result (spec 1 §4, §6): free when one of the account's watches
 * found that mark, else one view costs JIANCE_DETAIL_PRICE_CENTS (code 6000 until paid; each
 * paid view is used up by the call it opens). Answers the mark's UID for the detail page.
 */
export async function unlockJianceDetail(
  app: FastifyInstance,
  member: AuthMember,
  trademarkId: number,
  type: WatchType,
): Promise<string> {
  const account = member.mainMemberId ?? member.id;
  const { rows } = await app.db.query<{ reg_no: string; class_id: number; watched: boolean }>(
    `SELECT t.reg_no, t.class_id, EXISTS (
         SELECT 1 FROM watch_matches m JOIN watches w ON w.id = m.watch_id
         WHERE m.trademark_id = t.id AND w.main_member_id = $2) AS watched
     FROM trademarks t WHERE t.id = $1`,
    [trademarkId, account],
  );
  const mark = rows[0];
  if (!mark) throw notFound(searchMessages.detailNotFound);
  if (!mark.watched) {
    const details: JianceDetailDetails = { action: 'detail', watchType: type, trademarkId };
    await requirePayment(app, member, {
      category: MONITOR_CATEGORY,
      name: `监测结果详情（${WATCH_TYPE_LABELS[type]}）`,
      amountCents: JIANCE_DETAIL_PRICE_CENTS[type],
      details,
    });
  }
  return markUid(mark.reg_no, mark.class_id);
}
