import type { FastifyInstance } from 'fastify';
import { NOTICE_PRICE_CENTS, freeNoticeMarks, noticeMessages as m } from 'shared-api/contract';
import { conflict } from '../../http/api-error';
import { consumePaidOrder, requirePayment } from '../../money/require-payment';
import { freeWatchEnd, type SlotLevel } from '../../monitoring/watches/create-watch';
import { shanghaiDate } from '../../monitoring/watches/dates';
import type { AuthMember } from '../../plugins/app/require-member';
import { insertFreeNoticeMark } from './insert-notice-mark';
import { ARCHIVE_CATEGORY, type NoticeCreateDetails } from './notice-orders';
import { lockFreeNoticeSlots, usedFreeNoticeMarks } from './notice-slots';
import { noticeMarkOfNumber } from './notice-store';
import { knownNumber } from './number-marks';

/** The account's mark of the number, which a paid order has just delivered. */
async function deliveredMark(app: FastifyInstance, account: number, regNo: string) {
  const mark = await noticeMarkOfNumber(app.db, account, regNo);
  if (!mark) throw new Error(`paid notice order for ${regNo} delivered no notice mark`);
  return mark.id;
}

/**
 * create?code= (spec 2 §4 'Notice customisation', §1 prices): a number the register knows
 * (else 校验失败，请重新输入) and the account does not follow yet (else 该注册号已在公告定制中);
 * a free slot of the level if one is left, else code 6000 with a trade of 400 yuan a year.
 * Paying creates the mark in the paying transaction (notice-orders.ts); the dialog's repeat of
 * this call uses that payment up and answers the same mark: one mark, one charge.
 */
export async function createNoticeMark(
  app: FastifyInstance,
  member: AuthMember,
  level: SlotLevel,
  regNo: string,
): Promise<number> {
  const account = member.mainMemberId ?? member.id;
  const now = app.now();
  const today = shanghaiDate(now);
  await knownNumber(app.db, regNo);
  const details: NoticeCreateDetails = { action: 'noticeCreate', regNo };
  // before the duplicate check: the payment's delivery is what makes the number followed
  if ((await consumePaidOrder(app.db, account, ARCHIVE_CATEGORY, details, now)) !== null) {
    return deliveredMark(app, account, regNo);
  }

  const free = freeNoticeMarks(level.id);
  const freeId = await app.db.transaction(async (tx) => {
    await lockFreeNoticeSlots(tx, account);
    if (await noticeMarkOfNumber(tx, account, regNo)) throw conflict(m.alreadyFollowed);
    if ((await usedFreeNoticeMarks(tx, account, today)) >= free) return null;
    const id = await insertFreeNoticeMark(tx, {
      account,
      regNo,
      startDate: today,
      endDate: freeWatchEnd(level, today),
      createdAt: now,
    });
    if (id === null) throw conflict(m.alreadyFollowed);
    return id;
  });
  if (freeId !== null) return freeId;

  await requirePayment(app, member, {
    category: ARCHIVE_CATEGORY,
    name: `公告定制 注册号${regNo} 1年`,
    amountCents: NOTICE_PRICE_CENTS,
    details,
  });
  // requirePayment went on: the payment arrived between the checks above and it used that
  // order up; the mark that order delivered is the answer
  return deliveredMark(app, account, regNo);
}
