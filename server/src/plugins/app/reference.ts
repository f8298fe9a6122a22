import fp from 'fastify-plugin';
import { classCountsService, type ClassCountsService } from '../../reference/class-counts';
import { goodsTree, type GoodsTree } from '../../reference/goods-tree';
import { graphicTree, type GraphicTree } from '../../reference/graphic-tree';
import { loadReferenceData } from '../../reference/load-reference';

declare module 'fastify' {
  interface FastifyInstance {
    goodsTree: GoodsTree;
    graphicTree: GraphicTree;
    classCounts: ClassCountsService;
  }
}

/**
 * Loads the reference data at start (a no-op when the files are unchanged) and offers the
 * classification trees and the home page's class counts. A malformed file stops the start
 * with a message naming the file.
 */
export const referencePlugin = fp(
  async (app) => {
    const reports = await loadReferenceData(app.db);
    const loaded = reports.filter((r) => r.status === 'loaded');
    if (loaded.length > 0) app.log.info({ loaded }, 'reference data loaded');
    const missing = reports.filter((r) => r.status === 'missing').map((r) => r.dataset);
    if (missing.length > 0) app.log.warn({ missing }, 'reference data files missing');

    app.decorate('goodsTree', goodsTree(app.db));
    app.decorate('graphicTree', graphicTree(app.db));
    app.decorate(
      'classCounts',
      classCountsService(app.db, () => app.now()),
    );
  },
  { name: 'reference', dependencies: ['db'] },
);
