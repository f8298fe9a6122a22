import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Standard security headers. The CSP is off because the shell loads remotes from whatever
 * URLs remotes.json names (a CDN in production), and Swagger UI needs inline scripts; a
 * policy belongs in the deployment's proxy, generated from remotes.json.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Remote entries and chunks are fetched cross-origin by the shell.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'helmet' },
);
