import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/types';
import type { SmsProvider } from './provider';

/**
 * Sends nothing: writes the message to the server log and to `sms_outbox`, where the
 * development inbox (/shebiao/dev/sms) and the e2e tests read it.
 */
export function createSandboxSmsProvider(
  db: Queryable,
  log: FastifyBaseLogger,
  now: () => Date,
): SmsProvider {
  return {
    name: 'sandbox',
    async send(phone, text) {
      await db.query('INSERT INTO sms_outbox (phone, text, created_at) VALUES ($1, $2, $3)', [
        phone,
        text,
        now(),
      ]);
      log.info({ phone, text }, 'sandbox SMS');
    },
  };
}
