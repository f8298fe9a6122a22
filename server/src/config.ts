import type { AppOptions } from './options';
import { loggerOptions } from './http/log';

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

type Env = Record<string, string | undefined>;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The embedded corpus of a first start; CORPUS_MARKS=0 starts with an empty register. */
export const DEFAULT_CORPUS_MARKS = 100_000;

function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} is not a count: ${value}`);
  return n;
}

/**
 * SMS limits an operator may tune (defaults in options.ts): the wait before a phone gets
 * another code, and the codes one IP may ask for a day (the e2e stack registers many members
 * from one address).
 */
function smsLimits(env: Env): Pick<AppOptions, 'limits'> {
  const limits: AppOptions['limits'] = {};
  if (env.SMS_RESEND_SECONDS)
    limits.smsResendMs = readCount('SMS_RESEND_SECONDS', env.SMS_RESEND_SECONDS, 60) * 1000;
  if (env.SMS_DAILY_PER_IP)
    limits.smsDailyPerIp = readCount('SMS_DAILY_PER_IP', env.SMS_DAILY_PER_IP, 30);
  return Object.keys(limits).length ? { limits } : {};
}

/** Environment → options. Every variable is optional; the defaults run a local portal. */
export function readConfig(env: Env = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  const corsOrigins = list(env.CORS_ORIGINS);
  const app: AppOptions = {
    logger: loggerOptions(env.LOG_LEVEL ?? 'info'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.PGLITE_DIR ? { pgliteDir: env.PGLITE_DIR } : {}),
    ...(env.TOKEN_SECRET ? { tokenSecret: env.TOKEN_SECRET } : {}),
    ...(env.SHELL_DIST ? { shellDir: env.SHELL_DIST } : {}),
    ...(env.REMOTES_JSON ? { remotesFile: env.REMOTES_JSON } : {}),
    // Production lists its origins; development reflects any (remotes' dev servers).
    ...(corsOrigins?.length
      ? { corsOrigins }
      : env.NODE_ENV === 'production'
        ? { corsOrigins: [] }
        : {}),
    ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY } : {}),
    devRoutes: env.NODE_ENV !== 'production',
    ...(env.ADMIN_TOKEN ? { adminToken: env.ADMIN_TOKEN } : {}),
    ...(env.IMPORT_DIR ? { importDir: env.IMPORT_DIR } : {}),
    corpus: {
      marks: readCount('CORPUS_MARKS', env.CORPUS_MARKS, DEFAULT_CORPUS_MARKS),
      seed: readCount('CORPUS_SEED', env.CORPUS_SEED, 1),
    },
    ...smsLimits(env),
    // The sandbox pays anything for anyone: production turns it on only by saying so.
    ...(env.PAYMENT_SANDBOX ? { paymentSandbox: env.PAYMENT_SANDBOX === 'true' } : {}),
  };
  // Loopback unless HOST says otherwise: exposing the server is a deliberate choice.
  return { port, host: env.HOST ?? '127.0.0.1', app };
}
