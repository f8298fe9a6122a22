import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../src/auth/passwords';

describe('scrypt passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('abc12345');
    const b = await hashPassword('abc12345');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('abc12345', a)).toBe(true);
    expect(await verifyPassword('abc12346', a)).toBe(false);
  });

  it('treats malformed stored values as a mismatch', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x$y$z$a$b', 'scrypt$1$2$3']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends a real verification on unknown accounts', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});
