import sharp from 'sharp';
import type { Db } from '../../src/db/types';
import { checkPicture, saveUpload } from '../../src/image-search/uploads';

const MEMBER_PREFIX = 'bench-watch-';
/** Watches per bench member: an agency keeps a handful of its clients' marks each. */
const WATCHES_PER_MEMBER = 5;

export interface BenchWatchMix {
  text: number;
  image: number;
}

/** 10 % image watches, the rest names: 2 Chinese for 1 Latin, as a register's marks go. */
export function watchMix(total: number): BenchWatchMix {
  const image = Math.round(total * 0.1);
  return { text: total - image, image };
}

/** Drops the previous run's members (their watches, matches and reminders go with them). */
export async function dropBenchWatches(db: Db): Promise<void> {
  await db.query(`DELETE FROM members WHERE name LIKE $1`, [`${MEMBER_PREFIX}%`]);
}

async function benchMembers(db: Db, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (name, mobile)
     SELECT $1 || i, '1' || lpad(i::text, 10, '0') FROM generate_series(1, $2) AS i RETURNING id`,
    [MEMBER_PREFIX, count],
  );
  return rows.map((row) => row.id);
}

/**
 * Names members watch are their own marks: 2–4 Chinese characters or one Latin word,
 * sampled from the register with their class (plus a neighbour) and similar groups.
 */
async function sampledNames(db: Db, pattern: string, count: number) {
  const { rows } = await db.query<{ name: string; class_id: number; group_codes: string[] }>(
    `SELECT DISTINCT ON (name) name, class_id, group_codes[1:2] AS group_codes FROM (
       SELECT id, name, class_id, group_codes FROM trademarks WHERE name ~ $1
       ORDER BY (id::bigint * 40503) % 65521, id LIMIT $2 * 3) s ORDER BY name, id LIMIT $2`,
    [pattern, count],
  );
  return rows;
}

/** Logos of the corpus as members upload them: PNG, recoloured and turned for some. */
async function sampledPictures(db: Db, count: number): Promise<Buffer[]> {
  const { rows } = await db.query<{ bytes: Uint8Array }>(
    `SELECT i.bytes FROM mark_images i JOIN image_descriptors d ON d.image_id = i.id
     WHERE d.version >= 0 ORDER BY (i.id::bigint * 2654435761) % 4294967291 LIMIT $1`,
    [count],
  );
  return Promise.all(
    rows.map((row, i) =>
      sharp(Buffer.from(row.bytes))
        .resize(200, 200)
        .rotate(i % 3 === 0 ? 90 : 0)
        .modulate({ hue: i % 2 ? 120 : 0 })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer(),
    ),
  );
}

/** Inserts the bench's watches, in force on every issue of the corpus and the bench issue. */
export async function createBenchWatches(db: Db, total: number): Promise<BenchWatchMix> {
  await dropBenchWatches(db);
  const mix = watchMix(total);
  const members = await benchMembers(db, Math.ceil(total / WATCHES_PER_MEMBER));
  const han = Math.round((mix.text * 2) / 3);
  const names = [
    ...(await sampledNames(db, '^[\u4e00-\u9fa5]{2,4}$', han)),
    ...(await sampledNames(db, '^[A-Za-z]{3,12}$', mix.text - han)),
  ];
  const pictures = await sampledPictures(db, mix.image);
  const shas: string[] = [];
  for (const picture of pictures) {
    const checked = await checkPicture(picture);
    if (typeof checked !== 'string') shas.push(await saveUpload(db, picture, checked, new Date()));
  }
  const rows = [
    ...names.map((n, i) => ({
      type: 1,
      name: n.name,
      sha: null as string | null,
      classes: [n.class_id, (n.class_id % 45) + 1],
      groups: n.group_codes,
      member: members[i % members.length]!,
    })),
    ...shas.map((sha, i) => ({
      type: 2,
      name: null as string | null,
      sha,
      classes: [(i % 45) + 1, ((i + 7) % 45) + 1],
      groups: [] as string[],
      member: members[(names.length + i) % members.length]!,
    })),
  ];
  await db.query(
    `INSERT INTO watches (main_member_id, watch_type, name, picture_sha256, classes, group_codes,
       start_date, end_date)
     SELECT member, type, name, sha, ARRAY(SELECT jsonb_array_elements_text(classes)::smallint),
       ARRAY(SELECT jsonb_array_elements_text(groups)), '2000-01-01', '2099-12-31'
     FROM jsonb_to_recordset($1::jsonb) AS r (member int, type smallint, name text, sha text,
       classes jsonb, groups jsonb)`,
    [JSON.stringify(rows)],
  );
  return { text: names.length, image: shas.length };
}
