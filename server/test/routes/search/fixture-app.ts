import type { FastifyInstance } from 'fastify';
import { loadReferenceData } from '../../../src/reference';
import { build } from '../../helper';
import { referenceFixture, type ReferenceFixture } from '../../reference/fixture';

/**
 * For a describe block: an app whose reference tables hold the small fixture instead of
 * the real files (loading the fixture replaces them), so the answers are known. Returns a
 * getter, as the app exists only once beforeAll has run.
 */
export function useFixtureApp(): () => FastifyInstance {
  let app: FastifyInstance;
  let fixture: ReferenceFixture;
  beforeAll(async () => {
    app = await build();
    fixture = referenceFixture();
    await loadReferenceData(app.db, fixture.dir);
  });
  afterAll(async () => {
    fixture?.cleanUp();
    await app?.close();
  });
  return () => app;
}
