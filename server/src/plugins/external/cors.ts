import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export interface CorsPluginOptions {
  origins: string[] | true;
}

/**
 * Remotes' dev servers and CDNs call the API from other origins with cookies, so the origin
 * is reflected (development) or taken from CORS_ORIGINS. `authorization` (token renewal)
 * and `content-disposition` (download file names) must be readable by the client.
 */
export const corsPlugin = fp<CorsPluginOptions>(
  async (app, opts) => {
    await app.register(cors, {
      origin: opts.origins,
      credentials: true,
      exposedHeaders: ['authorization', 'content-disposition'],
    });
  },
  { name: 'cors' },
);
