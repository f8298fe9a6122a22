import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/api-error';

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** onRequest hook of an admin plugin: the X-Admin-Token header must be the configured token. */
export function requireAdminToken(adminToken: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!sameToken(request.headers['x-admin-token'], adminToken)) {
      throw unauthorized('管理口令错误');
    }
  };
}
