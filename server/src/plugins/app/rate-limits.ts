import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/api-error';
import { countHit, secondsUntil, sweepRateCounters } from '../../cluster/rate-counter';
import { sweepLoginFailures } from '../../auth/login-lock';

export interface RateLimitRule {
  /** at most this many hits per window; the next one is refused */
  max: number;
  windowMs: number;
  /** the counter's key; include the rule's name so rules never share a counter */
  key: (request: FastifyRequest) => string;
  /** the refusal the client shows (429, code 3004) */
  message: string;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook (onRequest or preHandler) counting each request in PostgreSQL. */
    rateLimit(rule: RateLimitRule): RateLimitHook;
  }
}

/** Ended windows are deleted at most this often per process (any process may do it). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Rate limits whose counters live in PostgreSQL (cluster/rate-counter.ts), so every API
 * process behind a load balancer counts into the same window. A refused request gets
 * `retry-after` (seconds until the window ends) and the rule's Chinese message.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    app.decorate('rateLimit', (rule: RateLimitRule): RateLimitHook => {
      return async (request, reply) => {
        const key = rule.key(request);
        const now = app.now();
        const { hits, resetsAt } = await countHit(app.db, key, rule.windowMs, now);
        if (hits <= rule.max) return;
        request.log.warn({ key, hits }, 'rate limit hit');
        reply.header('retry-after', secondsUntil(resetsAt, now));
        throw tooManyRequests(rule.message);
      };
    });

    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const now = app.now();
        await sweepRateCounters(app.db, now);
        await sweepLoginFailures(app.db, now);
      } catch (err) {
        app.log.error({ err }, 'sweeping rate-limit counters failed');
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'rate-limits', dependencies: ['db'] },
);
