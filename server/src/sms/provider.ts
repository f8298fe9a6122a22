/**
 * Outgoing SMS. The sandbox implementation is the default; a real gateway plugs in through
 * `buildApp({ smsProvider })` without touching the code rules in plugins/app/sms.ts.
 */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** The text of a verification SMS; the dev inbox reads the code back out of it. */
export const smsCodeText = (code: string, minutes: number): string =>
  `【商标查询】您的验证码是${code}，${minutes}分钟内有效，请勿泄露给他人。`;

/** First run of six digits in a message: the code, for the dev inbox and e2e tests. */
export const extractSmsCode = (text: string): string | null => /\d{6}/.exec(text)?.[0] ?? null;
