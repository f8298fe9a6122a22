import type { ZodPlugin } from '../../http/zod';
import { detailRoutes } from './detail';
import { exportRoutes } from './exports';
import { gazetteRoutes } from './gazette';
import { goodsClassRoutes } from './goods-classes';
import { graphicElementRoutes } from './graphic-elements';
import { imageSearchRoutes } from './image-search';
import { industryRoutes } from './industries';
import { noticePictureRoutes } from './notice-picture';
import { textSearchRoutes } from './text-search';
import { uploadImageRoutes } from './upload-image';

/** Domain `search` (the mfe-search remote's calls); so far the classification browsers. */
export const searchRoutes: ZodPlugin = async (app) => {
  await app.register(goodsClassRoutes);
  await app.register(graphicElementRoutes);
  await app.register(industryRoutes);
  await app.register(detailRoutes);
  await app.register(noticePictureRoutes);
  await app.register(exportRoutes);
  await app.register(gazetteRoutes);
  await app.register(textSearchRoutes);
  await app.register(imageSearchRoutes);
  await app.register(uploadImageRoutes);
};
