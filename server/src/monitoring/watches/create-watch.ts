import type { FastifyInstance } from 'fastify';
import {
  WATCH_PRICE_CENTS,
  WATCH_TYPE_LABELS,
  freeWatchSlots,
  type WatchInput,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { requirePayment, consumePaidOrder } from '../../money/require-payment';
import type { AuthMember } from '../../plugins/app/require-member';
import { addYears, shanghaiDate } from './dates';
import { insertWatch } from './insert-watch';
import { lockFreeSlots, usedFreeSlots } from './slots';
import { MONITOR_CATEGORY, type WatchCreateDetails } from './watch-orders';
import { scopeOf } from './watch-scope';
import { valueDetails, watchedValueOf } from './watch-value';

/** The member's level as the free slots need it: its id and when its VIP ends (null: never). */
export interface SlotLevel {
  id: number;
  endTime: Date | null;
}

/**
 * A free watch runs as long as the level that gave it (one year for a level without end);
 * so does a free notice mark.
 */
export function freeWatchEnd(level: SlotLevel, today: string): string {
  return level.endTime ? shanghaiDate(level.endTime) : addYears(today, 1);
}

/** The watch a paid 'create' order delivered (fulfilment ran in the paying transaction). */
async function watchOfOrder(db: Queryable, orderId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM watches WHERE order_id = $1', [
    orderId,
  ]);
  if (!rows[0]) throw new Error(`paid watch order ${orderId} delivered no watch`);
  return rows[0].id;
}

/**
 * createText / createImg (spec 2 §1, §4): a free slot of the level if one is left, else code
 * 6000 with a trade of WATCH_PRICE_CENTS; paying creates the watch in the paying transaction,
 * and the dialog's repeat of this call uses that payment up and answers the same watch (no
 * second watch, no second charge). Answers the watch's id.
 */
export async function createWatch(
  app: FastifyInstance,
  member: AuthMember,
  level: SlotLevel,
  input: WatchInput,
): Promise<number> {
  const account = member.mainMemberId ?? member.id;
  const now = app.now();
  const today = shanghaiDate(now);
  const value = await watchedValueOf(app.db, input);
  const scope = await scopeOf(app.db, account, value.type === 1 ? value.name : null, input.classes);
  const details: WatchCreateDetails = {
    action: 'create',
    watchType: value.type,
    ...valueDetails(value),
    remarkApplicant: input.remarkApplicant ?? '',
    remarkKeyword: input.remarkKeyword ?? '',
    classes: scope.classes,
    groups: scope.groups,
  };
  const paidOrder = await consumePaidOrder(app.db, account, MONITOR_CATEGORY, details, now);
  if (paidOrder !== null) return watchOfOrder(app.db, paidOrder);

  const free = freeWatchSlots(level.id, value.type);
  const freeId = await app.db.transaction(async (tx) => {
    await lockFreeSlots(tx, account);
    if ((await usedFreeSlots(tx, account, value.type, today)) >= free) return null;
    return insertWatch(tx, {
      account,
      value,
      remarkApplicant: details.remarkApplicant,
      remarkKeyword: details.remarkKeyword,
      scope,
      startDate: today,
      endDate: freeWatchEnd(level, today),
      orderId: null,
      createdAt: now,
    });
  });
  if (freeId !== null) return freeId;

  const shown = value.type === 1 ? value.name : '图形';
  await requirePayment(app, member, {
    category: MONITOR_CATEGORY,
    name: `商标监测（${WATCH_TYPE_LABELS[value.type]}）${shown.slice(0, 20)} 1年`,
    amountCents: WATCH_PRICE_CENTS[value.type],
    details,
  });
  // requirePayment went on: the payment arrived between the two checks above and it used
  // that order up; the watch that order delivered is the answer
  const { rows } = await app.db.query<{ id: number }>(
    `SELECT w.id FROM watches w JOIN orders o ON o.id = w.order_id
     WHERE o.main_member_id = $1 AND o.product_category = $2 AND o.details = $3::jsonb
       AND o.consumed_at IS NOT NULL
     ORDER BY o.consumed_at DESC, o.id DESC LIMIT 1`,
    [account, MONITOR_CATEGORY, JSON.stringify(details)],
  );
  return rows[0]!.id;
}
