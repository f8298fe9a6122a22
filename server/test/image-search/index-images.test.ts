import type { FastifyInstance } from 'fastify';
import { JobStopped } from '../../src/register/jobs';
import { runCorpusJob } from '../../src/register/run-corpus';
import { centroidsOf } from '../../src/image-search/centroid-cache';
import { findSimilarImages } from '../../src/image-search/find-similar';
import { indexImages } from '../../src/image-search/index-images';
import { currentModels, movePlacements, writeModel } from '../../src/image-search/index-store';
import { finishBuildingModel } from '../../src/image-search/train-model';
import { build } from '../helper';
import { asPng, EDITS } from './transforms';

jest.setTimeout(180_000);

let app: FastifyInstance;
const one = async <T>(sql: string, params: unknown[] = []) =>
  (await app.db.query<T>(sql, params)).rows[0]!;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await one<{ n: string }>(sql, params)).n);

beforeAll(async () => {
  app = await build();
  await runCorpusJob(app.db, { marks: 1500, seed: 5, asOf: '2026-05-01' });
});
afterAll(() => app.close());

describe('indexing the stored logos', () => {
  it('describes every logo, trains models as the count doubles, and a rerun does nothing', async () => {
    const images = await count('SELECT count(*) AS n FROM mark_images');
    expect(images).toBeGreaterThan(250);
    const progress: number[] = [];
    const outcome = await indexImages(app.db, {
      batchSize: 50,
      trainFrom: 60,
      onProgress: (done, total) => {
        expect(total).toBe(images);
        progress.push(done);
      },
    });
    expect(outcome).toMatchObject({ described: images, unreadable: 0 });
    expect(outcome.msPerImage).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toBe(images);
    // batches of 50: trained at 100 and again at 200; the last one saw over half of them
    expect(outcome.trained).toBeGreaterThanOrEqual(2);
    const models = await currentModels(app.db);
    expect(models).toHaveLength(1);
    expect(models[0]).toMatchObject({ status: 'active' });
    expect(models[0]!.trainedOn * 2).toBeGreaterThan(images);
    expect(
      await count('SELECT count(*) AS n FROM image_descriptors WHERE version <> $1', [
        models[0]!.version,
      ]),
    ).toBe(0);
    expect(await count('SELECT count(DISTINCT version) AS n FROM image_index_centroids')).toBe(1);

    const again = await indexImages(app.db, { trainFrom: 60 });
    expect(again).toMatchObject({ described: 0, trained: 0 });
  });

  it('resumes after a stop with the logos still missing', async () => {
    const images = await count('SELECT count(*) AS n FROM mark_images');
    const { median } = await one<{ median: number }>(
      'SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY id) AS median FROM mark_images',
    );
    await app.db.query('DELETE FROM image_descriptors WHERE image_id > $1', [median]);
    const missing = images - (await count('SELECT count(*) AS n FROM image_descriptors'));
    const stop = new AbortController();
    const stopped = indexImages(app.db, {
      batchSize: 20,
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    await expect(stopped).rejects.toBeInstanceOf(JobStopped);
    const resumed = await indexImages(app.db, { batchSize: 20 });
    expect(resumed.described).toBe(missing - 20);
    expect(await count('SELECT count(*) AS n FROM image_descriptors')).toBe(images);
  });

  it('records an unreadable picture once', async () => {
    await app.db.query(
      `INSERT INTO mark_images (sha256, mime, bytes) VALUES (repeat('e', 64), 'image/png', $1)`,
      [Buffer.from('not a png at all')],
    );
    expect(await indexImages(app.db)).toMatchObject({ described: 1, unreadable: 1 });
    expect(await indexImages(app.db)).toMatchObject({ described: 0 });
  });
});

/** Logos spread over the register, with the marks that carry each. */
async function sampleLogos(n: number) {
  const { rows } = await app.db.query<{
    id: number;
    bytes: Uint8Array;
    marks: number[];
    classes: number[];
  }>(
    `SELECT i.id, i.bytes, array_agg(t.id) AS marks, array_agg(t.class_id) AS classes
     FROM mark_images i JOIN trademarks t ON t.image_id = i.id
     GROUP BY i.id, i.bytes ORDER BY (i.id * 7919) % 997 LIMIT $1`,
    [n],
  );
  return rows.map((row) => ({ ...row, bytes: Buffer.from(row.bytes) }));
}

describe('searching the index', () => {
  const editNames = Object.keys(EDITS);

  it('finds the logo a picture was made from, as reading every descriptor does', async () => {
    const logos = await sampleLogos(22);
    for (const [i, logo] of logos.entries()) {
      const edit = EDITS[editNames[i % editNames.length]!]!;
      const picture = await edit(await asPng(logo.bytes));
      const options = { classes: [], limit: 100 };
      const probed = await findSimilarImages(app.db, picture, options);
      const exact = await findSimilarImages(app.db, picture, { ...options, exhaustive: true });
      expect(probed[0]).toEqual(exact[0]);
      // first, or tied with a logo of the same shape in other colours
      const original = probed.find((hit) => logo.marks.includes(hit.markId));
      expect(original?.score).toBeGreaterThanOrEqual(probed[0]!.score - 1);
    }
  });

  it('returns only marks of the classes asked for, best first', async () => {
    const [logo] = await sampleLogos(1);
    const classId = logo!.classes[0]!;
    const hits = await findSimilarImages(app.db, await asPng(logo!.bytes), {
      classes: [classId],
      limit: 30,
    });
    expect(hits.length).toBeGreaterThan(0);
    expect(logo!.marks).toContain(hits[0]!.markId);
    expect(hits[0]).toMatchObject({ score: 100, reasons: ['图形相同'] });
    const { rows } = await app.db.query<{ class_id: number }>(
      'SELECT DISTINCT class_id FROM trademarks WHERE id = ANY($1::int[])',
      [hits.map((hit) => hit.markId)],
    );
    expect(rows).toEqual([{ class_id: classId }]);
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('says a turned or mirrored copy is turned', async () => {
    const [logo] = await sampleLogos(1);
    const mirrored = await EDITS.mirrored!(await asPng(logo!.bytes));
    const [first] = await findSimilarImages(app.db, mirrored, { classes: [], limit: 1 });
    expect(logo!.marks).toContain(first!.markId);
    // a symmetric logo is its own mirror image: then it is simply the same
    expect([['图形近似（旋转/镜像）'], ['图形相同']]).toContainEqual(first!.reasons);
  });

  it('keeps finding logos while a retrained model replaces the active one', async () => {
    const [active] = await currentModels(app.db);
    const centroids = await centroidsOf(app.db, active!.version);
    const version = await app.db.transaction((tx) =>
      writeModel(tx, { lists: centroids.length / 112, trainedOn: 1 }, centroids.slice().reverse()),
    );
    // half the descriptors moved: a search must read both models' lists
    const { rows } = await app.db.query<{ image_id: number }>(
      'SELECT image_id FROM image_descriptors WHERE version >= 0 AND image_id % 2 = 0',
    );
    await movePlacements(
      app.db,
      rows.map((r) => r.image_id),
      version,
      rows.map(() => 0),
    );
    for (const logo of await sampleLogos(6)) {
      const [first] = await findSimilarImages(app.db, await asPng(logo.bytes), {
        classes: [],
        limit: 1,
      });
      expect(first?.score).toBe(100);
    }
    await finishBuildingModel(app.db);
    const models = await currentModels(app.db);
    expect(models).toEqual([expect.objectContaining({ version, status: 'active' })]);
  });
});
