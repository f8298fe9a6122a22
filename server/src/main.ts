import { buildApp } from './app';
import { readConfig } from './config';

/** Seconds a shutdown may take before the process gives up waiting on open requests. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  const app = buildApp(config.app);
  await app.ready(); // opens the database and applies migrations
  if (app.smsProvider.name === 'sandbox' && process.env.NODE_ENV === 'production') {
    app.log.warn('SMS provider is the sandbox: codes are written to the log, not sent');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // app.close() stops accepting connections, waits for requests, then closes the database.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      `API listening at ${address}/shebiao (database: ${app.db.kind})`,
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
