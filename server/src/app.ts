import Fastify, { type FastifyInstance } from 'fastify';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './http/error-handler';
import { installSafeTextCheck } from './http/safe-text';
import { jsonSerializerCompiler, zodValidatorCompiler } from './http/zod';
import { configureChineseZodMessages } from './http/zod-locale';
import { DEFAULT_LIMITS, type AppOptions, type Limits } from './options';
import { announcementsPlugin } from './plugins/app/announcements';
import { childrenPlugin } from './plugins/app/children';
import { membersPlugin } from './plugins/app/members';
import { historyFallback, portalPlugin } from './plugins/app/portal';
import { rateLimitsPlugin } from './plugins/app/rate-limits';
import { registerJobsPlugin } from './plugins/app/register-jobs';
import { referencePlugin } from './plugins/app/reference';
import { remindersPlugin } from './plugins/app/reminders';
import { requireMemberPlugin } from './plugins/app/require-member';
import { searchQuotaPlugin } from './plugins/app/search-quota';
import { secretsPlugin } from './plugins/app/secrets';
import { smsPlugin } from './plugins/app/sms';
import { tokensPlugin } from './plugins/app/tokens';
import { watchHooksPlugin } from './plugins/app/watch-hooks';
import { cookiePlugin } from './plugins/external/cookie';
import { corsPlugin } from './plugins/external/cors';
import { dbPlugin } from './plugins/external/db';
import { helmetPlugin } from './plugins/external/helmet';
import { swaggerPlugin } from './plugins/external/swagger';
import { moneyUpkeepPlugin } from './money/upkeep';
import { archivesUpkeepPlugin } from './archives/reminders/upkeep';
import { paymentsPlugin } from './payments/plugin';
import { routes } from './routes';
import { DEFAULT_IMPORT_DIR } from './register/run-import';

export type { AppOptions } from './options';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock every rule uses (token expiry, SMS windows); injectable for tests. */
    now: () => Date;
    limits: Limits;
  }
}

/** 1 MiB: auth and search bodies are tiny; uploads get their own limit on their route. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The API server, fully registered but not listening: `main.ts` listens, tests use
 * `app.inject`. Plugins load on `ready()` / `listen()`, which also applies migrations.
 */
export function buildApp(options: AppOptions = {}): FastifyInstance {
  configureChineseZodMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
    // opening PGlite and applying migrations on a busy 2-core machine can take longer than
    // Fastify's default 10 s for a plugin
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('limits', { ...DEFAULT_LIMITS, ...options.limits });
  installErrorHandlers(app, options.shellDir ? historyFallback(options.shellDir) : undefined);
  installSafeTextCheck(app);

  // external: infrastructure
  app.register(dbPlugin, {
    ...(options.db ? { db: options.db } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.pgliteDir ? { pgliteDir: options.pgliteDir } : {}),
    migrate: options.migrate ?? true,
  });
  app.register(helmetPlugin);
  app.register(corsPlugin, { origins: options.corsOrigins ?? true });
  app.register(cookiePlugin);
  app.register(swaggerPlugin);

  // app: repositories and services
  app.register(rateLimitsPlugin);
  app.register(secretsPlugin, options.tokenSecret ? { tokenSecret: options.tokenSecret } : {});
  app.register(remindersPlugin);
  app.register(announcementsPlugin);
  app.register(referencePlugin);
  app.register(membersPlugin);
  app.register(childrenPlugin);
  app.register(tokensPlugin);
  app.register(requireMemberPlugin);
  app.register(watchHooksPlugin);
  app.register(searchQuotaPlugin, { enabled: options.countSearches ?? true });
  app.register(smsPlugin, options.smsProvider ? { provider: options.smsProvider } : {});
  app.register(paymentsPlugin, {
    ...(options.paymentProvider ? { provider: options.paymentProvider } : {}),
    sandbox: options.paymentSandbox ?? process.env.NODE_ENV !== 'production',
    ...(options.tokenSecret ? { tokenSecret: options.tokenSecret } : {}),
  });
  app.register(moneyUpkeepPlugin);
  app.register(archivesUpkeepPlugin);
  app.register(portalPlugin, {
    ...(options.shellDir ? { shellDir: options.shellDir } : {}),
    ...(options.remotesFile ? { remotesFile: options.remotesFile } : {}),
  });

  app.register(registerJobsPlugin, options.corpus ? { corpus: options.corpus } : {});

  app.register(routes, {
    devRoutes: options.devRoutes ?? process.env.NODE_ENV !== 'production',
    ...(options.adminToken
      ? {
          admin: {
            adminToken: options.adminToken,
            importDir: options.importDir ?? DEFAULT_IMPORT_DIR,
          },
        }
      : {}),
  });
  return app;
}
