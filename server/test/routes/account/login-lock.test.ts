import type { FastifyInstance } from 'fastify';
import { AUTH_BASE, authMessages } from 'shared-api/contract';
import { body, build, nextIp, sendAndReadCode, testClock } from '../../helper';
import { mainAccount, passwordLogin } from './account-helpers';

const MINUTE = 60_000;

describe('per-account password lock (issue 11)', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await build({ now: clock.now });
  });
  afterAll(() => app?.close());

  const tryPasswords = async (account: string, password: string, times: number) => {
    const answers: number[] = [];
    // a new address each time: the per-IP limits never apply, only the account's
    for (let i = 0; i < times; i += 1) {
      answers.push((await passwordLogin(app, account, password)).statusCode);
    }
    return answers;
  };

  it('locks password login after 10 wrong passwords from any addresses, even for the right one', async () => {
    const { phone, password } = await mainAccount(app, clock);
    expect(await tryPasswords(phone, 'wrong-1', 9)).toEqual(Array(9).fill(400));
    const tenth = await passwordLogin(app, phone, 'wrong-1');
    expect(tenth.statusCode).toBe(429);
    expect(body(tenth)).toEqual({
      code: 3004,
      message: authMessages.accountLocked(15),
      data: null,
    });
    expect(tenth.headers['retry-after']).toBe(String(15 * 60));
    // the right password is refused too until the lock ends; mobileLogin shares the lock
    const right = await passwordLogin(app, phone, password);
    expect(right.statusCode).toBe(429);
    clock.advance(5 * MINUTE);
    const mobile = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/mobileLogin`,
      payload: { mobile: phone, password },
      remoteAddress: nextIp(),
    });
    expect(body(mobile).message).toBe(authMessages.accountLocked(10));
    expect(mobile.headers['retry-after']).toBe(String(10 * 60));
    // the lock ends by itself
    clock.advance(10 * MINUTE);
    expect((await passwordLogin(app, phone, password)).statusCode).toBe(200);
  });

  it('leaves SMS-code login open, which ends the lock', async () => {
    const { phone, password } = await mainAccount(app, clock);
    await tryPasswords(phone, 'wrong-2', 10);
    expect((await passwordLogin(app, phone, password)).statusCode).toBe(429);
    clock.advance(61_000);
    const smscode = await sendAndReadCode(app, phone);
    const sms = await app.inject({
      method: 'POST',
      url: `${AUTH_BASE}/smsLogin`,
      payload: { mobile: phone, smscode },
      remoteAddress: nextIp(),
    });
    expect(sms.statusCode).toBe(200);
    expect((await passwordLogin(app, phone, password)).statusCode).toBe(200);
  });

  it('counts wrong passwords in a 15-minute window, and a right one starts the count afresh', async () => {
    const { phone, password } = await mainAccount(app, clock);
    await tryPasswords(phone, 'wrong-3', 9);
    clock.advance(15 * MINUTE); // the window ended: nine old failures no longer count
    expect(await tryPasswords(phone, 'wrong-3', 9)).toEqual(Array(9).fill(400));
    expect((await passwordLogin(app, phone, password)).statusCode).toBe(200);
    expect(await tryPasswords(phone, 'wrong-3', 9)).toEqual(Array(9).fill(400));
    expect((await passwordLogin(app, phone, 'wrong-3')).statusCode).toBe(429);
  });

  it('locks an unknown name the same way, so a lock does not tell which names exist', async () => {
    const answers = await tryPasswords('nobody-here', 'x', 11);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(answers.slice(9)).toEqual([429, 429]);
  });
});
