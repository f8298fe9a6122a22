import { randomInt } from 'node:crypto';
import { accountMessages } from 'shared-api/contract';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/types';
import { badRequest, conflict } from '../http/api-error';
import { fulfilOrder } from './fulfilment';
import {
  PAID_ORDER_RETURNING,
  RECHARGE_CATEGORY,
  createOrder,
  toPaidOrder,
  type PaidOrderRow,
} from './orders';
import { readWallet } from './wallet';

export const CARD_ORDER_NAME = '储值卡充值';
const CARD_NO_DIGITS = 16;
const CARD_PASSWORD_LENGTH = 12;
/** No 0/O or 1/I/L: the password is typed from a printed card. */
const PASSWORD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const randomText = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export interface IssuedCard {
  cardNo: string;
  cardPassword: string;
  amountCents: number;
}

/**
 * New cards of one value. Their passwords are answered here once and kept only as scrypt
 * hashes; a card number that happens to exist already is drawn again.
 */
export async function issueCards(
  db: Db,
  amountCents: number,
  count: number,
): Promise<IssuedCard[]> {
  const cards: IssuedCard[] = [];
  while (cards.length < count) {
    const card = {
      cardNo: randomText(CARD_NO_DIGITS, '0123456789'),
      cardPassword: randomText(CARD_PASSWORD_LENGTH, PASSWORD_ALPHABET),
      amountCents,
    };
    const { rowCount } = await db.query(
      `INSERT INTO stored_value_cards (card_no, password_hash, amount_cents) VALUES ($1, $2, $3)
       ON CONFLICT (card_no) DO NOTHING`,
      [card.cardNo, await hashPassword(card.cardPassword), amountCents],
    );
    if (rowCount > 0) cards.push(card);
  }
  return cards;
}

export interface Redeemer {
  memberId: number;
  mainMemberId: number;
}

/**
 * Tops up the account's wallet with a card, once: in one transaction the card is marked
 * used, a paid top-up order (pay type 2, provider 'card') is written and delivered (ledger
 * row, reminder). A wrong number and a wrong password get the same answer; a used card is
 * said to be used only to someone who knows its password.
 */
export async function redeemCard(
  db: Db,
  redeemer: Redeemer,
  cardNo: string,
  password: string,
  now: Date,
): Promise<{ amountCents: number; balanceCents: number }> {
  const { rows } = await db.query<{ id: number; password_hash: string; amount_cents: string }>(
    'SELECT id, password_hash, amount_cents FROM stored_value_cards WHERE card_no = $1',
    [cardNo],
  );
  const card = rows[0];
  // scrypt runs either way, so timing does not tell which card numbers exist
  const matches = card
    ? await verifyPassword(password, card.password_hash)
    : await verifyAgainstDummy(password);
  if (!card || !matches) throw badRequest(accountMessages.cardInvalid);
  const amountCents = Number(card.amount_cents);

  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `UPDATE stored_value_cards SET used_by = $2, used_at = $3
       WHERE id = $1 AND used_at IS NULL`,
      [card.id, redeemer.memberId, now],
    );
    if (claimed.rowCount === 0) throw conflict(accountMessages.cardUsed);
    const order = await createOrder(
      tx,
      {
        ...redeemer,
        category: RECHARGE_CATEGORY,
        name: CARD_ORDER_NAME,
        priceCents: amountCents,
        payAmountCents: amountCents,
        payType: 2,
      },
      now,
    );
    const paid = await tx.query<PaidOrderRow>(
      `UPDATE orders SET status = 'paid', paid_at = $2, provider = 'card', provider_trade_no = $3
       WHERE id = $1 ${PAID_ORDER_RETURNING}`,
      [order.id, now, cardNo],
    );
    await fulfilOrder(tx, toPaidOrder(paid.rows[0]!), now);
    await tx.query('UPDATE stored_value_cards SET order_id = $2 WHERE id = $1', [
      card.id,
      order.id,
    ]);
    return {
      amountCents,
      balanceCents: (await readWallet(tx, redeemer.mainMemberId)).balanceCents,
    };
  });
}
