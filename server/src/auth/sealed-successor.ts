import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key depends on the server key and on the used refresh token itself. The database
 * keeps only SHA-256 hashes of refresh tokens, so neither a database copy nor the server
 * secret alone opens a sealed successor: only the holder of the used token, who is exactly
 * the client that may have the successor back.
 */
const keyFor = (serverKey: Buffer, usedToken: string): Buffer =>
  createHmac('sha256', serverKey).update(usedToken).digest();

/**
 * Seals the successor of a used refresh token (AES-256-GCM). `context` (the successor's row
 * id) is authenticated, so a sealed value copied onto another row does not open.
 */
export function sealSuccessor(
  serverKey: Buffer,
  usedToken: string,
  successor: string,
  context: string,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverKey, usedToken), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor's refresh token, or null when the value does not open under this token. */
export function openSuccessor(
  serverKey: Buffer,
  usedToken: string,
  sealed: string,
  context: string,
): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', keyFor(serverKey, usedToken), iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    const body = raw.subarray(IV_BYTES + TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
