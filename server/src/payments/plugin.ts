import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { serverError } from '../http/api-error';
import { loadOrCreateSecret } from '../plugins/app/secrets';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';

/** The two QR-code wallets of the payment pages (spec 3 §7 'Payment'). */
export type PaymentChannel = 'wxpay' | 'alipay';

/**
 * `buildApp({ paymentProvider })`: one provider for both QR codes, or one per channel (a
 * WeChat Pay Native provider and an Alipay precreate provider). Without one: the sandbox
 * outside production (or with PAYMENT_SANDBOX=true), else none.
 */
export type PaymentProviders = PaymentProvider | Readonly<Record<PaymentChannel, PaymentProvider>>;

export interface Payments {
  forChannel(channel: PaymentChannel): PaymentProvider;
  /** The provider a notification path names (`PAYMENT_PATHS.notify(name)`), if configured. */
  byName(name: string): PaymentProvider | undefined;
  /** The sandbox, when it is configured: its wallet page and confirm call exist only then. */
  sandbox: SandboxProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

const isProvider = (value: PaymentProviders): value is PaymentProvider =>
  typeof (value as PaymentProvider).submit === 'function';

/** The sandbox's signing key: derived from the server secret for this purpose only. */
const sandboxSecret = (secret: string) =>
  createHmac('sha256', secret).update('sandbox-payment').digest('hex');

/** What the QR-code calls answer when no provider is configured and the sandbox is off. */
export const PAYMENTS_OFF_MESSAGE = '在线支付暂未开通，请使用余额支付或联系客服';

export const paymentsPlugin = fp<{
  provider?: PaymentProviders;
  sandbox: boolean;
  tokenSecret?: string;
}>(
  async (app, opts) => {
    const secret = async () => opts.tokenSecret || (await loadOrCreateSecret(app.db));
    const configured =
      opts.provider ??
      (opts.sandbox ? new SandboxProvider(sandboxSecret(await secret())) : undefined);
    if (configured instanceof SandboxProvider && process.env.NODE_ENV === 'production') {
      app.log.warn('payment provider is the sandbox: anyone can confirm any payment');
    }
    if (!configured) app.log.warn('no payment provider: QR payments are refused');
    const channels = !configured
      ? undefined
      : isProvider(configured)
        ? { wxpay: configured, alipay: configured }
        : configured;
    const all = channels ? [channels.wxpay, channels.alipay] : [];
    app.decorate('payments', {
      forChannel: (channel) => {
        // a server matter, not the caller's: 503, and the balance still pays
        if (!channels) throw serverError(PAYMENTS_OFF_MESSAGE, 503);
        return channels[channel];
      },
      byName: (name) => all.find((p) => p.name === name),
      sandbox: all.find((p): p is SandboxProvider => p instanceof SandboxProvider) ?? null,
    } satisfies Payments);
  },
  { name: 'payments', dependencies: ['db'] },
);
