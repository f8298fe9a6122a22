import type { FastifyServerOptions } from 'fastify';
import type { Db } from './db/types';
import type { PaymentProviders } from './payments/plugin';
import type { SmsProvider } from './sms/provider';

/** Time windows and caps; tests shorten them, production keeps the defaults. */
export interface Limits {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /**
   * For this long after a refresh token was used, presenting it again returns the same new
   * pair (two tabs refreshing at once) instead of revoking the family as a stolen token.
   */
  refreshGraceMs: number;
  /** A valid token with less than this left gets `Authorization: renew` on the response. */
  renewBeforeMs: number;
  /** Login tries per IP + account in `loginWindowMs` (the next one is refused). */
  loginMax: number;
  loginWindowMs: number;
  /** Login tries per IP in `loginIpWindowMs`, whatever the account. */
  loginIpMax: number;
  loginIpWindowMs: number;
  /**
   * Wrong passwords per account, whatever the IP, in `loginAccountWindowMs`: the one that
   * reaches `loginAccountMax` locks password login for `loginAccountLockMs`.
   */
  loginAccountMax: number;
  loginAccountWindowMs: number;
  loginAccountLockMs: number;
  smsResendMs: number;
  smsCodeTtlMs: number;
  smsMaxTries: number;
  smsDailyPerPhone: number;
  smsDailyPerIp: number;
  /** Stored-value card tries per member in `cardRedeemWindowMs` (the next one is refused). */
  cardRedeemMax: number;
  cardRedeemWindowMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  accessTokenTtlMs: 30 * 60 * 1000,
  refreshTokenTtlMs: 14 * 24 * 3600 * 1000,
  refreshGraceMs: 30 * 1000,
  renewBeforeMs: 5 * 60 * 1000,
  loginMax: 9,
  loginWindowMs: 60 * 1000,
  loginIpMax: 60,
  loginIpWindowMs: 60 * 1000,
  loginAccountMax: 10,
  loginAccountWindowMs: 15 * 60 * 1000,
  loginAccountLockMs: 15 * 60 * 1000,
  smsResendMs: 60 * 1000,
  smsCodeTtlMs: 5 * 60 * 1000,
  smsMaxTries: 5,
  smsDailyPerPhone: 10,
  smsDailyPerIp: 30,
  cardRedeemMax: 10,
  cardRedeemWindowMs: 10 * 60 * 1000,
};

export interface AppOptions {
  /** A ready database; the app closes it on close. Without it one is opened from below. */
  db?: Db;
  databaseUrl?: string;
  pgliteDir?: string;
  /** Apply pending migrations while starting (default true). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Client IP from X-Forwarded-For when behind a proxy (see Fastify `trustProxy`). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Signing secret for access tokens; generated once and stored in the database if unset. */
  tokenSecret?: string;
  /** Allowed CORS origins; `true` reflects any origin (development). */
  corsOrigins?: string[] | true;
  /** Registers /shebiao/dev/* (default: NODE_ENV !== 'production'). */
  devRoutes?: boolean;
  /** Built shell to serve at `/` (history-mode fallback to index.html). */
  shellDir?: string;
  /** File served as /remotes.json; defaults to `<shellDir>/remotes.json`. */
  remotesFile?: string;
  smsProvider?: SmsProvider;
  /**
   * QR-code payments: one provider for WeChat-type and Alipay-type codes, or one per channel.
   * Default: the sandbox, whose code opens the portal's own wallet page (server/README.md).
   */
  paymentProvider?: PaymentProviders;
  /**
   * Without `paymentProvider`, use the sandbox (its wallet page confirms any payment for
   * anyone). Default: on unless NODE_ENV is production; off, QR payments are refused.
   */
  paymentSandbox?: boolean;
  bodyLimit?: number;
  limits?: Partial<Limits>;
  /** Clock for tokens and SMS rules; tests move it instead of sleeping. */
  now?: () => Date;
  /**
   * Build the generated corpus in the background when the register is empty (first
   * `npm start`); off unless set. Unfinished import jobs are resumed either way.
   */
  corpus?: { marks: number; seed: number };
  /** Enables /shebiao/admin/* for callers sending it as X-Admin-Token; off when unset. */
  adminToken?: string;
  /** Folder the admin import calls read files from (default .data/import). */
  importDir?: string;
  /**
   * Count searches on the daily quotas (default true). `bench:search-quota` turns it off
   * for its baseline: the same member search without the count.
   */
  countSearches?: boolean;
}
