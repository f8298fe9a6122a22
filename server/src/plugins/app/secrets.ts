import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys derived from the server secret, one per purpose so one leak does not open all. */
    keys: { jwt: Buffer; sms: Buffer; refreshSuccessor: Buffer };
  }
}

const SECRET_NAME = 'token_secret';

/**
 * Without TOKEN_SECRET the secret is generated once and kept in the database, so tokens
 * survive restarts and every instance on the same database signs alike. The insert is
 * ON CONFLICT DO NOTHING so two instances starting together agree on one value.
 */
export async function loadOrCreateSecret(db: Queryable): Promise<string> {
  await db.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [SECRET_NAME, randomBytes(48).toString('base64url')],
  );
  const found = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    SECRET_NAME,
  ]);
  return found.rows[0]!.value;
}

const derive = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(purpose).digest();

export const secretsPlugin = fp<{ tokenSecret?: string }>(
  async (app, opts) => {
    const secret = opts.tokenSecret || (await loadOrCreateSecret(app.db));
    app.decorate('keys', {
      jwt: derive(secret, 'jwt'),
      sms: derive(secret, 'sms-code'),
      refreshSuccessor: derive(secret, 'refresh-successor'),
    });
  },
  { name: 'secrets', dependencies: ['db'] },
);
