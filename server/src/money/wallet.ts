import { ApiCode } from 'shared-api/contract';
import { ApiError } from '../http/api-error';
import type { Queryable } from '../db/types';
import { moneyMessages } from './messages';

/** The `provider` of an order paid from the wallet (a provider's name otherwise). */
export const BALANCE_PROVIDER = 'balance';

/** Ledger reason of money received for an order that could not take it, kept in the wallet. */
export const REFUND_TO_BALANCE = 'refund-to-balance';

export interface Wallet {
  mainMemberId: number;
  balanceCents: number;
  integration: number;
}

/** The wallet of a main account, created empty on first use. */
export async function walletOf(db: Queryable, mainMemberId: number): Promise<Wallet> {
  await db.query(
    'INSERT INTO wallets (main_member_id) VALUES ($1) ON CONFLICT (main_member_id) DO NOTHING',
    [mainMemberId],
  );
  const { rows } = await db.query<{ balance_cents: string; integration: number }>(
    'SELECT balance_cents, integration FROM wallets WHERE main_member_id = $1',
    [mainMemberId],
  );
  return {
    mainMemberId,
    balanceCents: Number(rows[0]!.balance_cents),
    integration: rows[0]!.integration,
  };
}

/**
 * Locks the account's wallet row (creating it empty) until the transaction ends. Paying from
 * the balance locks the wallet and then the member row (to grant VIP): a delivery that may
 * credit the wallet after locking the member row takes the wallet first, the same order,
 * so the two cannot deadlock.
 */
export async function lockWallet(tx: Queryable, mainMemberId: number): Promise<void> {
  await walletOf(tx, mainMemberId);
  await tx.query('SELECT 1 FROM wallets WHERE main_member_id = $1 FOR UPDATE', [mainMemberId]);
}

/** The wallet as the account sees it, without creating a row: no row yet is an empty wallet. */
export async function readWallet(db: Queryable, mainMemberId: number): Promise<Wallet> {
  const { rows } = await db.query<{ balance_cents: string; integration: number }>(
    'SELECT balance_cents, integration FROM wallets WHERE main_member_id = $1',
    [mainMemberId],
  );
  const row = rows[0];
  return {
    mainMemberId,
    balanceCents: row ? Number(row.balance_cents) : 0,
    integration: row?.integration ?? 0,
  };
}

/** A payment the balance cannot cover: nothing was changed. */
export const insufficientBalance = () =>
  new ApiError(409, ApiCode.payError, moneyMessages.insufficientBalance);

/**
 * Moves a balance by `changeCents` (negative = spend) and writes its ledger row. Call it
 * inside the transaction that changes the order: the conditional UPDATE locks the wallet
 * row, so concurrent payments queue on it and each one re-checks the balance it sees;
 * a balance can never go below zero.
 */
export async function changeBalance(
  tx: Queryable,
  change: { mainMemberId: number; changeCents: number; reason: string; orderId: number | null },
): Promise<number> {
  await walletOf(tx, change.mainMemberId);
  const { rows } = await tx.query<{ balance_cents: string }>(
    `UPDATE wallets SET balance_cents = balance_cents + $2
     WHERE main_member_id = $1 AND balance_cents + $2 >= 0
     RETURNING balance_cents`,
    [change.mainMemberId, change.changeCents],
  );
  if (rows.length === 0) throw insufficientBalance();
  const balanceAfter = Number(rows[0]!.balance_cents);
  await tx.query(
    `INSERT INTO wallet_ledger (main_member_id, order_id, change_cents, balance_after_cents, reason)
     VALUES ($1, $2, $3, $4, $5)`,
    [change.mainMemberId, change.orderId, change.changeCents, balanceAfter, change.reason],
  );
  return balanceAfter;
}
