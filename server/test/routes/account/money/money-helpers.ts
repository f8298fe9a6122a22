import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MEMBER_VIEW_BASE, type CurrentDetails } from 'shared-api/contract';
import { changeBalance, readWallet } from '../../../../src/money/wallet';
import { tokenPairFor } from '../../../../src/routes/account/token-pair';
import { body, callAs, registerMember } from '../../../helper';

/** A logged-in member: its id, the account it pays for, and its access token. */
export interface Caller {
  id: number;
  account: number;
  token: string;
}

/** A registered main account (with the 7-day enterprise trial), logged in. */
export async function newMainAccount(app: FastifyInstance): Promise<Caller> {
  const { token, phone } = await registerMember(app);
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
    phone,
  ]);
  return { id: rows[0]!.id, account: rows[0]!.id, token };
}

let subCounter = 0;
/** A sub-account of `main`, logged in (straight in the table: sub-account calls are not ours). */
export async function newSubAccount(app: FastifyInstance, main: Caller): Promise<Caller> {
  subCounter += 1;
  const name = `sub${Date.now().toString(36)}${subCounter}`;
  const { rows } = await app.db.query<{ id: number }>(
    'INSERT INTO members (name, main_member_id) VALUES ($1, $2) RETURNING id',
    [name, main.account],
  );
  const id = rows[0]!.id;
  const { token } = await tokenPairFor(app, { id, name });
  return { id, account: main.account, token };
}

/** A member call as `caller` (null: a visitor) with a JSON body if given. */
export const call = (
  app: FastifyInstance,
  caller: Caller | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => callAs(app, caller?.token ?? null, method, url, payload);

/** The whole answer, for comparing refusals: HTTP status, code, message (and data). */
export const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, ...body(res) });

/** Puts money in the account's wallet as a ledger-backed change (a card or QR top-up would). */
export const fund = (app: FastifyInstance, account: number, cents: number) =>
  app.db.transaction((tx) =>
    changeBalance(tx, {
      mainMemberId: account,
      changeCents: cents,
      reason: 'recharge',
      orderId: null,
    }),
  );

export const balanceOf = async (app: FastifyInstance, account: number) =>
  (await readWallet(app.db, account)).balanceCents;

/** The account's ledger: its sum must always equal the balance. */
export async function ledgerSum(app: FastifyInstance, account: number): Promise<number> {
  const { rows } = await app.db.query<{ sum: string }>(
    'SELECT coalesce(sum(change_cents), 0) AS sum FROM wallet_ledger WHERE main_member_id = $1',
    [account],
  );
  return Number(rows[0]!.sum);
}

export async function statusOf(app: FastifyInstance, orderSn: string): Promise<string> {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM orders WHERE order_sn = $1',
    [orderSn],
  );
  return rows[0]!.status;
}

export async function remindersOf(
  app: FastifyInstance,
  memberId: number,
): Promise<
  { title: string; content: { text: string; links: { title: string; url: string }[] } }[]
> {
  const { rows } = await app.db.query<{
    title: string;
    content: { text: string; links: { title: string; url: string }[] };
  }>('SELECT title, content FROM reminders WHERE member_id = $1 ORDER BY id', [memberId]);
  return rows;
}

export async function levelOf(app: FastifyInstance, caller: Caller) {
  const res = await call(app, caller, 'GET', `${MEMBER_VIEW_BASE}/currentDetails`);
  return body<CurrentDetails>(res).data.memberLevelInfo;
}
