import { openSuccessor, sealSuccessor } from '../../src/auth/sealed-successor';

const key = Buffer.alloc(32, 7);

it('opens only with the used token, the server key and the same row', () => {
  const sealed = sealSuccessor(key, 'used-token', 'successor-token', '42');
  expect(sealed).not.toContain('successor-token');
  expect(openSuccessor(key, 'used-token', sealed, '42')).toBe('successor-token');
  expect(openSuccessor(key, 'another-token', sealed, '42')).toBeNull();
  expect(openSuccessor(Buffer.alloc(32, 8), 'used-token', sealed, '42')).toBeNull();
  expect(openSuccessor(key, 'used-token', sealed, '43')).toBeNull();
  expect(openSuccessor(key, 'used-token', 'garbage', '42')).toBeNull();
});
