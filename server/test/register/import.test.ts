import type { FastifyInstance } from 'fastify';
import { JobStopped } from '../../src/register/jobs';
import { ImportLineError } from '../../src/register/read-jsonl';
import { runFileImport } from '../../src/register/run-import';
import { build } from '../helper';
import { ONE_PIXEL_PNG, sampleRecord, writeJsonl } from './fixtures';

let app: FastifyInstance;
beforeEach(async () => {
  app = await build();
});
afterEach(() => app.close());

const count = async (table: string) =>
  Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('npm run import', () => {
  it('loads a good file with holders, agency, goods, notices and an image', async () => {
    const file = await writeJsonl(
      [sampleRecord(1, { imagePath: 'logo.png' }), sampleRecord(2), sampleRecord(3)],
      { 'logo.png': ONE_PIXEL_PNG },
    );
    const { job } = await runFileImport(app.db, file);
    expect(job).toMatchObject({ status: 'done', total: 3, done: 3 });
    expect(job.summary).toEqual({ inserted: 3, updated: 0, unchanged: 0, notices: 6 });
    const mark = await app.db.query<Record<string, unknown>>(
      `SELECT t.name, t.group_codes, h.name_cn, a.name AS agency, i.mime
       FROM trademarks t JOIN holders h ON h.id = t.holder_id
       LEFT JOIN agencies a ON a.id = t.agency_id LEFT JOIN mark_images i ON i.id = t.image_id
       WHERE t.reg_no = '30000001'`,
    );
    expect(mark.rows[0]).toEqual({
      name: '恒泰1',
      group_codes: ['3001', '3006'],
      name_cn: '浙江恒泰食品有限公司1',
      agency: '杭州天成知识产权代理有限公司',
      mime: 'image/png',
    });
    expect(await count('holders')).toBe(2);
    expect(await count('gazette_notices')).toBe(6);
    const issues = await app.db.query(`SELECT issue_no FROM gazette_issues ORDER BY 1`);
    expect(issues.rows).toEqual([{ issue_no: 1626 }, { issue_no: 1638 }]);
  });

  it('changes nothing when the same file runs twice', async () => {
    const file = await writeJsonl([sampleRecord(1), sampleRecord(2)]);
    await runFileImport(app.db, file);
    const before = await app.db.query('SELECT id, updated_at FROM trademarks ORDER BY id');
    const { job } = await runFileImport(app.db, file);
    expect(job.summary).toEqual({ inserted: 0, updated: 0, unchanged: 2, notices: 4 });
    expect((await app.db.query('SELECT id, updated_at FROM trademarks ORDER BY id')).rows).toEqual(
      before.rows,
    );
    expect(await count('gazette_notices')).toBe(4);
  });

  it('updates a mark whose record changed, matched by number and class', async () => {
    await runFileImport(app.db, await writeJsonl([sampleRecord(1)]));
    const { job } = await runFileImport(
      app.db,
      await writeJsonl([sampleRecord(1, { TM_STATUS: 3 }), sampleRecord(1, { TM_NCL: 29 })]),
    );
    expect(job.summary).toMatchObject({ inserted: 1, updated: 1, unchanged: 0 });
    expect(await count('trademarks')).toBe(2);
  });

  it.each([
    ['not JSON', '{"TM_NAME": ', '第 2 行：不是有效的 JSON'],
    ['no name', { ...sampleRecord(2), TM_NAME: '' }, '第 2 行：TM_NAME: 商标名称不能为空'],
    ['class 46', { ...sampleRecord(2), TM_NCL: 46 }, '第 2 行：TM_NCL: 类别应在1-45之间'],
    [
      'bad notice',
      sampleRecord(2, { TMNOTICELS_CN: [{ code: 'XX', issue: 1, page: 1 }] }),
      '第 2 行：未知的公告代码 XX',
    ],
    ['missing image', sampleRecord(2, { imagePath: 'none.png' }), '第 2 行：图片文件不存在'],
    ['duplicate', sampleRecord(1), '第 2 行：申请号 30000001 第 30 类与第 1 行重复'],
  ])('stops at a bad line in the middle (%s) and writes nothing', async (_, bad, message) => {
    const file = await writeJsonl([sampleRecord(1), bad, sampleRecord(3)]);
    const failure = runFileImport(app.db, file);
    await expect(failure).rejects.toBeInstanceOf(ImportLineError);
    await expect(runFileImport(app.db, file)).rejects.toThrow(message);
    expect(await count('trademarks')).toBe(0);
    expect(await count('import_jobs')).toBe(0);
  });

  it('resumes after a kill mid-way without duplicates', async () => {
    const file = await writeJsonl([1, 2, 3, 4, 5].map((n) => sampleRecord(n)));
    const kill = new AbortController();
    const killed = runFileImport(app.db, file, {
      batchSize: 2,
      concurrency: 1,
      signal: kill.signal,
      onProgress: (done) => done >= 2 && kill.abort(),
    });
    await expect(killed).rejects.toBeInstanceOf(JobStopped);
    expect(await count('trademarks')).toBe(2);

    // the rerun keeps the first run's batch size and loads the rest in parallel where it can
    const { job, resumedFrom } = await runFileImport(app.db, file, { batchSize: 3 });
    expect(resumedFrom).toBe(2);
    expect(job).toMatchObject({ status: 'done', done: 5 });
    expect(job.summary).toMatchObject({ inserted: 5 });
    expect(await count('trademarks')).toBe(5);
    expect(await count('import_jobs')).toBe(1);
  });
});
