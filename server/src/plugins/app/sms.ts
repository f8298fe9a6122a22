import fp from 'fastify-plugin';
import { authMessages } from 'shared-api/contract';
import { equalHex, hmac, randomSmsCode } from '../../auth/random';
import { badRequest, serverError, tooManyRequests } from '../../http/api-error';
import { shanghaiDayStart } from '../../http/time';
import { smsCodeText, type SmsProvider } from '../../sms/provider';
import { createSandboxSmsProvider } from '../../sms/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsCodes;
    smsProvider: SmsProvider;
  }
}

export interface SmsCodes {
  /** Creates a new code for the phone (replacing any older one) and sends it. */
  sendCode(phone: string, ip: string): Promise<void>;
  /** Consumes the code if it matches; otherwise throws the refusal the client shows. */
  checkCode(phone: string, code: string): Promise<void>;
}

type SendOutcome = 'sent' | 'tooSoon' | 'dailyCap';
type CheckOutcome = 'ok' | 'wrong' | 'tooManyTries';

export const smsPlugin = fp<{ provider?: SmsProvider }>(
  async (app, opts) => {
    const limits = app.limits;
    const provider = opts.provider ?? createSandboxSmsProvider(app.db, app.log, app.now);
    const codeHash = (phone: string, code: string) => hmac(app.keys.sms, `${phone}:${code}`);

    async function sendCode(phone: string, ip: string): Promise<void> {
      const now = app.now();
      const code = randomSmsCode();
      const resendCutoff = new Date(now.getTime() - limits.smsResendMs);
      const outcome = await app.db.transaction<SendOutcome>(async (tx) => {
        // Sends for one phone or one IP queue here until this transaction ends, so two
        // processes cannot both count 29 of 30 and both send (the daily caps' check-then-insert).
        // Phone before IP, always in that order: no two sends wait on each other.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sms-phone:' || $1))`, [phone]);
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sms-ip:' || $1))`, [ip]);
        const last = await tx.query(
          'SELECT 1 FROM sms_codes WHERE phone = $1 AND created_at > $2',
          [phone, resendCutoff],
        );
        if (last.rows.length > 0) return 'tooSoon';
        const counts = await tx.query<{ byPhone: number; byIp: number }>(
          `SELECT count(*) FILTER (WHERE phone = $1)::int AS "byPhone",
                  count(*) FILTER (WHERE ip = $2)::int AS "byIp"
           FROM sms_sends WHERE sent_at >= $3 AND (phone = $1 OR ip = $2)`,
          [phone, ip, shanghaiDayStart(now)],
        );
        const { byPhone, byIp } = counts.rows[0]!;
        if (byPhone >= limits.smsDailyPerPhone || byIp >= limits.smsDailyPerIp) return 'dailyCap';
        // The WHERE makes the 60-second rule hold even for two sends racing past the check above.
        const stored = await tx.query(
          `INSERT INTO sms_codes (phone, code_hash, tries, expires_at, consumed_at, created_at)
           VALUES ($1, $2, 0, $3, NULL, $4)
           ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, tries = 0,
             expires_at = EXCLUDED.expires_at, consumed_at = NULL, created_at = EXCLUDED.created_at
           WHERE sms_codes.created_at <= $5
           RETURNING phone`,
          [
            phone,
            codeHash(phone, code),
            new Date(now.getTime() + limits.smsCodeTtlMs),
            now,
            resendCutoff,
          ],
        );
        if (stored.rows.length === 0) return 'tooSoon';
        await tx.query('INSERT INTO sms_sends (phone, ip, sent_at) VALUES ($1, $2, $3)', [
          phone,
          ip,
          now,
        ]);
        return 'sent';
      });
      if (outcome === 'tooSoon') throw tooManyRequests(authMessages.sendTooSoon);
      if (outcome === 'dailyCap') throw tooManyRequests(authMessages.sendDailyCap);
      try {
        await provider.send(phone, smsCodeText(code, Math.round(limits.smsCodeTtlMs / 60000)));
      } catch (err) {
        app.log.error({ err, phone, provider: provider.name }, 'SMS provider failed');
        // The undelivered code must not block a retry for 60 seconds.
        await app.db.query('DELETE FROM sms_codes WHERE phone = $1', [phone]);
        throw serverError(authMessages.smsSendFailed, 502);
      }
    }

    async function checkCode(phone: string, code: string): Promise<void> {
      const now = app.now();
      // No throw inside: a wrong try must be counted (committed) before refusing.
      const outcome = await app.db.transaction<CheckOutcome>(async (tx) => {
        const found = await tx.query<{ codeHash: string; tries: number }>(
          `SELECT code_hash AS "codeHash", tries FROM sms_codes
           WHERE phone = $1 AND consumed_at IS NULL AND expires_at > $2 FOR UPDATE`,
          [phone, now],
        );
        const row = found.rows[0];
        if (!row) return 'wrong';
        if (row.tries >= limits.smsMaxTries) return 'tooManyTries';
        if (!equalHex(codeHash(phone, code), row.codeHash)) {
          await tx.query('UPDATE sms_codes SET tries = tries + 1 WHERE phone = $1', [phone]);
          return 'wrong';
        }
        await tx.query('UPDATE sms_codes SET consumed_at = $2 WHERE phone = $1', [phone, now]);
        return 'ok';
      });
      if (outcome === 'wrong') throw badRequest(authMessages.wrongCode);
      if (outcome === 'tooManyTries') throw tooManyRequests(authMessages.codeTooManyTries);
    }

    app.decorate('smsProvider', provider);
    app.decorate('sms', { sendCode, checkCode } satisfies SmsCodes);
  },
  { name: 'sms', dependencies: ['db', 'secrets'] },
);
