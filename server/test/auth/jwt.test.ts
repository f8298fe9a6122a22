import { signJwt, verifyJwt, type AccessClaims } from '../../src/auth/jwt';

const key = Buffer.from('k'.repeat(32));
const claims: AccessClaims = { sub: '7', name: '13800000000', fam: 'f', iat: 1000, exp: 2800 };

describe('HS256 access tokens', () => {
  it('round-trips claims until expiry', () => {
    const token = signJwt(claims, key);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyJwt(token, key, 1000)).toEqual(claims);
    expect(verifyJwt(token, key, 2799)).toEqual(claims);
    expect(verifyJwt(token, key, 2800)).toBeNull();
  });

  it('rejects other keys, tampered payloads and foreign headers', () => {
    const token = signJwt(claims, key);
    const [h, p, s] = token.split('.') as [string, string, string];
    expect(verifyJwt(token, Buffer.from('other'), 1000)).toBeNull();
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString(
      'base64url',
    );
    expect(verifyJwt(`${h}.${forgedPayload}.${s}`, key, 1000)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(`${none}.${p}.`, key, 1000)).toBeNull();
    expect(verifyJwt(`${none}.${p}.${s}`, key, 1000)).toBeNull();
  });

  it('rejects garbage without throwing', () => {
    for (const t of ['', '.', 'a.b', 'a.b.c.d', '%%%.%%%.%%%', 'x'.repeat(10_000)]) {
      expect(verifyJwt(t, key, 0)).toBeNull();
    }
  });
});
