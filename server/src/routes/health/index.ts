import { z } from 'zod';
import { serverError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { httpMessages } from '../../http/messages';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

export const healthDataSchema = z.object({
  db: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int(),
});

/** Liveness for load balancers and the e2e harness: answers only if the database does. */
export const healthRoutes: ZodPlugin = async (app) => {
  const startedAt = Date.now();
  app.get(
    '/shebiao/health',
    { schema: { tags: ['health'], summary: '健康检查', response: responses(healthDataSchema) } },
    async (request) => {
      try {
        await app.db.query('SELECT 1');
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw serverError(httpMessages.healthDbDown, 503);
      }
      return ok(
        { db: app.db.kind, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) },
        'ok',
      );
    },
  );
};
