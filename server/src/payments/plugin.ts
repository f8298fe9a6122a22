import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { loadOrCreateSecret } from '../plugins/app/secrets';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';

/** The two QR-code wallets of the payment pages (spec 3 §7 'Payment'). */
export type PaymentChannel = 'wxpay' | 'alipay';

/**
 * `buildApp({ paymentProvider })`: one provider for both QR codes, or one per channel (a
 * WeChat Pay Native provider and an Alipay precreate provider). Default: the sandbox.
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

export const paymentsPlugin = fp<{ provider?: PaymentProviders; tokenSecret?: string }>(
  async (app, opts) => {
    const configured =
      opts.provider ??
      new SandboxProvider(sandboxSecret(opts.tokenSecret || (await loadOrCreateSecret(app.db))));
    if (configured instanceof SandboxProvider && process.env.NODE_ENV === 'production') {
      app.log.warn('payment provider is the sandbox: anyone can confirm any payment');
    }
    const channels = isProvider(configured)
      ? { wxpay: configured, alipay: configured }
      : configured;
    const all = [channels.wxpay, channels.alipay];
    app.decorate('payments', {
      forChannel: (channel) => channels[channel],
      byName: (name) => all.find((p) => p.name === name),
      sandbox: all.find((p): p is SandboxProvider => p instanceof SandboxProvider) ?? null,
    } satisfies Payments);
  },
  { name: 'payments', dependencies: ['db'] },
);
