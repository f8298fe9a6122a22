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
  /**
   * The portal's public origin as the customer's browser reached it (e.g.
   * https://www.example.com): a real provider builds its notify URL from it, the sandbox its
   * wallet page, so a phone scanning the code can open it.
   */
  origin: string;
}

/** What a verified notification says: this provider's trade paid this order this amount. */
export interface PaymentNotice {
  orderSn: string;
  tradeNo: string;
  amountCents: number;
}

export type NotificationHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface PaymentProvider {
  /** e.g. 'sandbox', 'wxpay', 'alipay'; stored on the order it paid */
  readonly name: string;
  /** The URL to show as a QR code (WeChat code_url, Alipay qr_code). */
  submit(request: PaymentRequest): Promise<{ codeUrl: string }>;
  /**
   * The notice when the notification's signature is the provider's, else null (forged or
   * damaged). WeChat Pay v3 signs the raw body with its headers (Wechatpay-Signature …),
   * Alipay signs the form fields; the sandbox signs a field of the JSON body.
   */
  verifyNotification(body: unknown, headers?: NotificationHeaders): PaymentNotice | null;
}
