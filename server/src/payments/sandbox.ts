import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_PATHS } from 'shared-api/contract';
import { z } from 'zod';
import type { PaymentNotice, PaymentProvider, PaymentRequest } from './provider';

const noticeSchema = z.object({
  orderSn: z.string().min(1),
  tradeNo: z.string().min(1),
  amountCents: z.number().int().nonnegative(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The signed text: the fields in a fixed order, so both sides sign the same bytes. */
const signedText = (n: PaymentNotice) => `${n.orderSn}|${n.tradeNo}|${n.amountCents}`;

/**
 * The default provider: its code URL opens the portal's own sandbox wallet page, whose
 * "confirm" sends the notification a real provider would, signed with HMAC-SHA256 under a
 * secret only the server holds.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: string,
    /** the sandbox wallet page: a path on the request's origin, or an absolute URL */
    private readonly walletUrl: string = PAYMENT_PATHS.sandboxWallet,
  ) {}

  async submit(request: PaymentRequest): Promise<{ codeUrl: string }> {
    const url = new URL(this.walletUrl, request.origin);
    url.search = new URLSearchParams({
      orderSn: request.orderSn,
      amount: String(request.amountCents),
      subject: request.subject,
    }).toString();
    return { codeUrl: url.toString() };
  }

  /**
   * The sandbox's one trade for an order. A real provider keeps one transaction per
   * merchant order number (WeChat Pay and Alipay refuse to take a paid order number twice),
   * so confirming the same order again must name the same trade, which the portal then
   * recognises as already applied. Derived, not stored: every server process agrees.
   */
  tradeNoFor(orderSn: string): string {
    const digest = createHmac('sha256', this.secret).update(`trade|${orderSn}`).digest('hex');
    return `SBX${digest.slice(0, 32)}`;
  }

  /**
   * What the sandbox wallet sends when the customer confirms: the order's one trade. Tests
   * that stand for a genuinely different payment of the same order name another trade.
   */
  signNotification(
    orderSn: string,
    amountCents: number,
    tradeNo: string = this.tradeNoFor(orderSn),
  ): PaymentNotice & { sign: string } {
    const notice = { orderSn, tradeNo, amountCents };
    return { ...notice, sign: this.sign(notice) };
  }

  verifyNotification(body: unknown): PaymentNotice | null {
    const parsed = noticeSchema.safeParse(body);
    if (!parsed.success) return null;
    const { sign, ...notice } = parsed.data;
    const expected = Buffer.from(this.sign(notice), 'hex');
    return timingSafeEqual(expected, Buffer.from(sign, 'hex')) ? notice : null;
  }

  private sign(notice: PaymentNotice): string {
    return createHmac('sha256', this.secret).update(signedText(notice)).digest('hex');
  }
}
