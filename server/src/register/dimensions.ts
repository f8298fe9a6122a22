import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { LoadableRecord } from './record';
import { IMAGE_COLUMNS, imageRow, type MarkIds } from './rows';

/**
 * Holders, agencies and images a batch refers to: inserted when new (a holder keeps the
 * details of its first filing; each mark keeps its own as filed), then their ids looked up
 * so mark rows can be written with them. Rows go in sorted, so two batches loading at once
 * take their row locks in the same order and never deadlock.
 */
const CREATE_STAGING = `
CREATE TEMP TABLE IF NOT EXISTS stage_images (sha256 char(64), mime text, bytes bytea)
  ON COMMIT DROP;
TRUNCATE stage_images;`;

const INSERT_HOLDERS = `
INSERT INTO holders (name_cn, name_en, addr_cn, addr_en, province_code, city_code)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
ON CONFLICT (name_cn) DO NOTHING`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function firstOfEach(records: readonly LoadableRecord[]) {
  const holders = new Map<string, LoadableRecord>();
  const agencies = new Set<string>();
  const images = new Map<string, NonNullable<LoadableRecord['image']>>();
  const imageShas = records.map((r) => {
    if (!holders.has(r.TM_HOLDER_CN)) holders.set(r.TM_HOLDER_CN, r);
    if (r.TM_PROXY) agencies.add(r.TM_PROXY);
    if (!r.image) return null;
    const sha = sha256(r.image.bytes);
    if (!images.has(sha)) images.set(sha, r.image);
    return sha;
  });
  return { holders, agencies, images, imageShas };
}

async function idsByKey(tx: Queryable, sql: string, keys: string[]): Promise<Map<string, number>> {
  const res = await tx.query<{ key: string; id: number }>(sql, [keys]);
  return new Map(res.rows.map((r) => [r.key, Number(r.id)]));
}

/** Ensures the batch's holders, agencies and images exist; returns each record's ids. */
export async function resolveDimensions(
  tx: Queryable,
  records: readonly LoadableRecord[],
): Promise<MarkIds[]> {
  const { holders, agencies, images, imageShas } = firstOfEach(records);
  const holderNames = [...holders.keys()].sort();
  const agencyNames = [...agencies].sort();
  const shas = [...images.keys()].sort();
  // Rows a rerun would write again anyway: no need to wait for the disk (see load-batch.ts).
  await tx.exec('SET LOCAL synchronous_commit = off');
  const first = holderNames.map((n) => holders.get(n)!);
  await tx.query(INSERT_HOLDERS, [
    holderNames,
    first.map((r) => r.TM_HOLDER_EN ?? null),
    first.map((r) => r.TM_ADDR_CN ?? null),
    first.map((r) => r.TM_ADDR_EN ?? null),
    first.map((r) => r.TM_AREA_CODE ?? null),
    first.map((r) => r.TM_CITY_CODE ?? null),
  ]);
  await tx.query(
    `INSERT INTO agencies (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`,
    [agencyNames],
  );
  if (shas.length) {
    await tx.exec(CREATE_STAGING);
    await tx.copyRows(
      'stage_images',
      IMAGE_COLUMNS,
      shas.map((s) => imageRow(s, images.get(s)!)).join(''),
    );
    await tx.query(`INSERT INTO mark_images (sha256, mime, bytes)
      SELECT * FROM stage_images ORDER BY sha256 ON CONFLICT (sha256) DO NOTHING`);
  }
  const holderIds = await idsByKey(
    tx,
    'SELECT name_cn AS key, id FROM holders WHERE name_cn = ANY($1)',
    holderNames,
  );
  const agencyIds = await idsByKey(
    tx,
    'SELECT name AS key, id FROM agencies WHERE name = ANY($1)',
    agencyNames,
  );
  const imageIds = await idsByKey(
    tx,
    'SELECT sha256 AS key, id FROM mark_images WHERE sha256 = ANY($1)',
    shas,
  );
  return records.map((r, i) => ({
    holderId: holderIds.get(r.TM_HOLDER_CN)!,
    agencyId: r.TM_PROXY ? agencyIds.get(r.TM_PROXY)! : null,
    imageId: imageShas[i] ? imageIds.get(imageShas[i])! : null,
  }));
}
