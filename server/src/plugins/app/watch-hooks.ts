import fp from 'fastify-plugin';
import { backfillWatches } from '../../monitoring/engine/backfill';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called after watches were created, renewed or had their name, picture or classes
     * changed (their old matches and runs are already deleted): the watch engine runs them
     * on the latest issues.
     */
    onWatchesChanged: (ids: number[]) => Promise<void>;
  }
}

/**
 * The one place the monitoring routes reach the watch engine (issue 12): a new or changed
 * watch is run on the latest 12 issues at once, so its results page is not empty until the
 * next issue is published.
 */
export const watchHooksPlugin = fp(
  async (app) => {
    app.decorate('onWatchesChanged', (ids: number[]) => backfillWatches(app.db, ids));
  },
  { name: 'watch-hooks', dependencies: ['db'] },
);
