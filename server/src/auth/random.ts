import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque token (256 bits), URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A 6-digit SMS code, leading zeros kept. */
export const randomSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Refresh tokens are high-entropy, so a plain SHA-256 is enough to store them safely. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Keyed hash for low-entropy values (SMS codes) so a database leak does not reveal them. */
export const hmac = (key: Buffer, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
