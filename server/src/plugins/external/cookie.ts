import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** The client sends cookies with every call (spec 1 §7); parsed here for later features. */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
