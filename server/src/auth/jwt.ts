import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of an access token. `fam` ties it to its refresh-token family for revocation. */
export interface AccessClaims {
  sub: string;
  name: string;
  fam: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, key: Buffer): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

/** An HS256 JWT, written with node:crypto to keep the dependency list short. */
export function signJwt(claims: AccessClaims, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(input, key)}`;
}

function isClaims(value: unknown): value is AccessClaims {
  const c = value as Partial<AccessClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.sub === 'string' &&
    typeof c.name === 'string' &&
    typeof c.fam === 'string' &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number'
  );
}

/**
 * Returns the claims of a well-formed, correctly signed, unexpired token, else null. Only
 * our exact header is accepted, which rules out `alg: none` and algorithm confusion.
 */
export function verifyJwt(token: string, key: Buffer, nowSeconds: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds) return null;
  return claims;
}
