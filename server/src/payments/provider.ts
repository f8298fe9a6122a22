/**
 * Payment providers (ARCHITECTURE.md: outside services behind an interface, a sandbox by
 * default). WeChat Pay Native and Alipay precreate both work this way: the server asks for
 * a code URL the customer scans, the provider later sends a signed notification, and the
 * server trusts only a notification whose signature checks out.
 */
export interface PaymentRequest {
  orderSn: string;
  amountCents: number;
  subject: string;
}

/** What a verified notification says: this provider's trade paid this order this amount. */
export interface PaymentNotice {
  orderSn: string;
  tradeNo: string;
  amountCents: number;
}

export interface PaymentProvider {
  /** e.g. 'sandbox', 'wxpay', 'alipay'; stored on the order it paid */
  readonly name: string;
  /** The URL to show as a QR code (WeChat code_url, Alipay qr_code). */
  submit(request: PaymentRequest): Promise<{ codeUrl: string }>;
  /** The notice when the body's signature is the provider's, else null (forged or damaged). */
  verifyNotification(body: unknown): PaymentNotice | null;
}
