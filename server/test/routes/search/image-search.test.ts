import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  ApiCode,
  SEARCH_FILTER_FIELDS,
  SEARCH_PATHS,
  searchMessages,
  TOKEN_EXPIRED_MESSAGE,
  UPLOAD_IMAGE_PATH,
  type SearchResult,
  type UploadImageResult,
} from 'shared-api/contract';
import { indexImages } from '../../../src/image-search/index-images';
import { runCorpusJob } from '../../../src/register/run-corpus';
import { bearer, body, build, nextIp, registerMember } from '../../helper';
import { multipartBody } from '../../image-search/multipart';

jest.setTimeout(120_000);

const ALL_CLASSES = Array.from({ length: 45 }, (_, i) => i + 1);

let app: FastifyInstance;
let vipToken: string;
beforeAll(async () => {
  app = await build();
  await runCorpusJob(app.db, { marks: 600, seed: 12, asOf: '2026-05-01' });
  await indexImages(app.db, { trainFrom: 50 });
  // a new registration holds the 7-day trial of level 3 (企业VIP)
  vipToken = (await registerMember(app)).token;
});
afterAll(() => app.close());

/** A mark with a logo, the logo's marks, and the logo as bytes. */
async function markWithLogo(offset = 0) {
  const { rows } = await app.db.query<{ bytes: Uint8Array; marks: number[]; codes: string[] }>(
    `SELECT i.bytes, array_agg(t.id ORDER BY t.id) AS marks,
       array_agg(t.reg_no || '_' || t.class_id ORDER BY t.id) AS codes
     FROM mark_images i JOIN trademarks t ON t.image_id = i.id
     GROUP BY i.id, i.bytes ORDER BY i.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return { ...rows[0]!, bytes: Buffer.from(rows[0]!.bytes) };
}

async function uploadPicture(picture: Buffer): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: UPLOAD_IMAGE_PATH,
    remoteAddress: nextIp(),
    ...multipartBody(
      { type: '2' },
      { imgFile: { bytes: picture, filename: 'a.jpg', type: 'image/jpeg' } },
    ),
  });
  return body<UploadImageResult>(res).data.absolutePath;
}

async function search(query: Record<string, unknown>, token: string | null = vipToken) {
  const res = await app.inject({
    method: 'POST',
    url: SEARCH_PATHS[5],
    payload: { keyword: '', NCL: ALL_CLASSES, ...query },
    ...(token ? { headers: bearer(token) } : {}),
  });
  return { status: res.statusCode, body: body<SearchResult>(res) };
}

describe('mode 5: image similarity search', () => {
  it('finds the mark whose logo was uploaded turned and as a JPEG', async () => {
    const logo = await markWithLogo();
    const turned = await sharp(logo.bytes)
      .resize(300, 300)
      .rotate(90)
      .jpeg({ quality: 80 })
      .toBuffer();
    const { status, body: answer } = await search({ imgURL: await uploadPicture(turned) });
    expect(status).toBe(200);
    expect(answer.code).toBe(200);
    const first = answer.data.list[0]!;
    expect(logo.codes).toContain(first.UID);
    expect(first.imageUrl).toMatch(/^\/shebiao\/picture\/mark\//);
    expect(first.match).toMatchObject({ reasons: ['图形近似（旋转/镜像）'] });
    expect(first.match!.score).toBeGreaterThanOrEqual(90);
    expect(answer.data.total).toBeGreaterThanOrEqual(answer.data.list.length);
    const scores = answer.data.list.map((row) => row.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages, narrows to classes and counts facets', async () => {
    const logo = await markWithLogo(1);
    const imgURL = await uploadPicture(await sharp(logo.bytes).png().toBuffer());
    const all = (await search({ imgURL, getfilter: true })).body.data;
    const classFacet = all.filter[SEARCH_FILTER_FIELDS.indexOf('TM_NCL')]!;
    const counted = Object.values(classFacet).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe(all.total);

    const second = (await search({ imgURL, pageno: 2, pagesize: 5 })).body.data;
    const firstTen = (await search({ imgURL, pagesize: 10 })).body.data.list;
    expect(second.list.map((r) => r.UID)).toEqual(firstTen.slice(5, 10).map((r) => r.UID));

    const [classId, inClass] = Object.entries(classFacet)[0]!;
    const narrowed = (await search({ imgURL, NCL: [Number(classId)] })).body.data;
    expect(narrowed.total).toBe(inClass);
    expect(new Set(narrowed.list.map((r) => r.TM_NCL))).toEqual(new Set([Number(classId)]));
    const filtered = (await search({ imgURL, TM_NCL: [Number(classId)] })).body.data;
    expect(filtered.total).toBe(inClass);
  });

  it('searches with a mark logo address too', async () => {
    const logo = await markWithLogo(2);
    const { rows } = await app.db.query<{ sha256: string }>(
      'SELECT i.sha256 FROM mark_images i JOIN trademarks t ON t.image_id = i.id WHERE t.id = $1',
      [logo.marks[0]],
    );
    const { body: answer } = await search({ imgURL: `/shebiao/picture/mark/${rows[0]!.sha256}` });
    expect(logo.codes).toContain(answer.data.list[0]!.UID);
    expect(answer.data.list[0]!.match).toMatchObject({
      score: 100,
      grade: '相同',
      reasons: ['图形相同'],
    });
  });

  it('needs a stored picture', async () => {
    const missing = await search({ imgURL: `/shebiao/picture/upload/${'b'.repeat(64)}` });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: ApiCode.notFound,
      message: searchMessages.imageNotFound,
    });
    const elsewhere = await search({ imgURL: 'https://example.com/logo.png' });
    expect(elsewhere.body.message).toBe(searchMessages.imageNotFound);
    const none = await search({});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(searchMessages.noImage);
  });

  it('refuses a stored logo it cannot read', async () => {
    const sha256 = 'd'.repeat(64);
    await app.db.query(
      `INSERT INTO mark_images (sha256, mime, bytes) VALUES ($1, 'image/png', $2)`,
      [sha256, Buffer.from('broken')],
    );
    const res = await search({ imgURL: `/shebiao/picture/mark/${sha256}` });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(searchMessages.imageNotImage);
  });
});

describe('who may search by image', () => {
  const imgURL = `/shebiao/picture/upload/${'c'.repeat(64)}`;

  async function memberOfLevel(levelId: number): Promise<string> {
    const member = await registerMember(app);
    const { rows } = await app.db.query<{ id: number }>(
      'SELECT id FROM members WHERE mobile = $1',
      [member.phone],
    );
    await app.db.query('DELETE FROM memberships WHERE member_id = $1', [rows[0]!.id]);
    if (levelId !== 1) {
      await app.db.query(
        `INSERT INTO memberships (member_id, level_id, start_time, end_time)
         VALUES ($1, $2, now() - interval '1 day', now() + interval '30 days')`,
        [rows[0]!.id, levelId],
      );
    }
    return member.token;
  }

  it('asks visitors to log in, like every search (spec 3 §6)', async () => {
    const res = await search({ imgURL }, null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: ApiCode.unauthorized,
      message: TOKEN_EXPIRED_MESSAGE,
    });
  });

  it('refuses levels 1 and 5 with code 4002', async () => {
    for (const token of [await memberOfLevel(1), await memberOfLevel(5)]) {
      const res = await search({ imgURL }, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: ApiCode.noPermission,
        message: searchMessages.upgradeVip,
      });
    }
  });

  it('lets paying levels through', async () => {
    for (const level of [2, 4, 6]) {
      const res = await search({ imgURL }, await memberOfLevel(level));
      expect(res.body.message).toBe(searchMessages.imageNotFound);
    }
  });

  it('answers 401 to a token that is no longer valid', async () => {
    const res = await search({ imgURL }, 'not-a-token');
    expect(res.status).toBe(401);
  });
});
