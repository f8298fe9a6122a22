import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in through
 * `app.createRateLimit` (see routes/account/login-limit.ts), which lets one route combine
 * several limits with their own keys and Chinese messages.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
