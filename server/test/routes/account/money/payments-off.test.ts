import type { FastifyInstance } from 'fastify';
import { ApiCode, CLOUD_ORDER_PATHS, PAYMENT_PATHS } from 'shared-api/contract';
import { PAYMENTS_OFF_MESSAGE } from '../../../../src/payments/plugin';
import { body, build } from '../../../helper';
import { answer, call, newMainAccount } from './money-helpers';

// Production without a provider: the sandbox (which pays anything for anyone) is off, the
// QR-code calls say online payment is not open, and nothing else breaks.
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ paymentSandbox: false });
});
afterAll(() => app.close());

describe('no payment provider and the sandbox off', () => {
  it('refuses QR codes with 503 and a clear message', async () => {
    const member = await newMainAccount(app);
    const orderNo = body<string>(
      await call(app, member, 'GET', CLOUD_ORDER_PATHS.recharge('100')),
    ).data;
    for (const path of [PAYMENT_PATHS.wxSubmit(orderNo), PAYMENT_PATHS.aliSubmit(orderNo)]) {
      expect(answer(await call(app, member, 'GET', path))).toEqual({
        status: 503,
        code: ApiCode.serverError,
        message: PAYMENTS_OFF_MESSAGE,
        data: null,
      });
    }
  });

  it('has no sandbox wallet page and no sandbox confirm call', async () => {
    const page = await app.inject({ method: 'GET', url: PAYMENT_PATHS.sandboxWallet });
    expect(page.statusCode).toBe(404);
    const confirm = await app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.sandboxConfirm,
      payload: { orderSn: '20250301100000123456' },
    });
    expect(confirm.statusCode).toBe(404);
  });
});
