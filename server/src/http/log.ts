import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets and must never reach the log. */
const SECRET_PARAMS = /([?&](?:refreshToken|token)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * Pino options for the server: JSON lines, the bearer header and refresh tokens (sent in
 * the query string by spec 1 §7) redacted.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
