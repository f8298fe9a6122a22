import fp from 'fastify-plugin';
import { migrate } from '../../db/migrate';
import { openDb } from '../../db/open';
import type { Db } from '../../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  db?: Db;
  databaseUrl?: string;
  pgliteDir?: string;
  migrate?: boolean;
}

/** Opens (or adopts) the database, brings the schema up to date, closes it with the app. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    const db =
      opts.db ??
      (await openDb({
        ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
        ...(opts.pgliteDir ? { pgliteDir: opts.pgliteDir } : {}),
        onError: (err) => app.log.error({ err }, 'idle database connection failed'),
      }));
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
    if (opts.migrate === false) return;
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    } catch (err) {
      await db.close().catch(() => undefined);
      throw err;
    }
  },
  { name: 'db' },
);
