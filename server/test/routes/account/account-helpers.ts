import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_BASE, authMessages, type TokenPair } from 'shared-api/contract';
import { body, nextIp, registerMember, sendAndReadCode, type testClock } from '../../helper';

type Clock = ReturnType<typeof testClock>;

/** Expects the whole envelope of a refusal or of a success without data. */
export function expectAnswer(
  res: LightMyRequestResponse,
  status: number,
  code: number,
  message: string,
): void {
  expect({ status: res.statusCode, ...body(res) }).toEqual({
    status,
    code,
    message,
    data: null,
  });
}

/** Logs in with name or mobile and a password; the raw answer, for refusals too. */
export function passwordLogin(app: FastifyInstance, nameOrMobile: string, password: string) {
  return app.inject({
    method: 'POST',
    url: `${AUTH_BASE}/login`,
    payload: { nameOrMobile, password },
    remoteAddress: nextIp(),
  });
}

export type MainAccount = TokenPair & { phone: string; password: string; id: number };

/** A registered main account (enterprise trial) that also has a password (via forgetPassword). */
export async function mainAccount(
  app: FastifyInstance,
  clock: Clock,
  password = 'abc12345',
): Promise<MainAccount> {
  const pair = await registerMember(app);
  clock.advance(61_000); // the next code to the same phone needs 60 s
  const code = await sendAndReadCode(app, pair.phone);
  const reset = await app.inject({
    method: 'POST',
    url: `${AUTH_BASE}/forgetPassword`,
    payload: { mobile: pair.phone, code, password, validationPassword: password },
    remoteAddress: nextIp(),
  });
  expect(body(reset).message).toBe(authMessages.passwordReset);
  // the reset ended the registration's session: log in again
  const login = await passwordLogin(app, pair.phone, password);
  const tokens = body<TokenPair>(login).data;
  const row = await app.db.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [
    pair.phone,
  ]);
  return { ...tokens, phone: pair.phone, password, id: row.rows[0]!.id };
}

/** Replaces the account's memberships by one of `levelId` (none: level 1, registered only). */
export async function setLevel(
  app: FastifyInstance,
  memberId: number,
  levelId: number | null,
): Promise<void> {
  await app.db.query('DELETE FROM memberships WHERE member_id = $1', [memberId]);
  if (levelId === null) return;
  const now = app.now();
  await app.db.query(
    'INSERT INTO memberships (member_id, level_id, start_time, end_time) VALUES ($1, $2, $3, $4)',
    [memberId, levelId, new Date(now.getTime() - 1000), new Date(now.getTime() + 365 * 86_400_000)],
  );
}

export { callAs } from '../../helper';
