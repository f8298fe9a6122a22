import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { body, build } from '../../helper';
import { sampleRecord, writeJsonl } from '../../register/fixtures';

const TOKEN = 'admin-secret';
let app: FastifyInstance;
let importDir: string;

beforeAll(async () => {
  const good = await writeJsonl([sampleRecord(1), sampleRecord(2)]);
  importDir = path.dirname(good);
  const bad = await writeJsonl([sampleRecord(1), '{oops']);
  await copyFile(bad, path.join(importDir, 'bad.jsonl'));
  app = await build({ adminToken: TOKEN, importDir });
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  app.inject({ method, url, headers: { 'x-admin-token': token }, ...(payload ? { payload } : {}) });

interface JobView {
  id: number;
  status: string;
  done: number;
  total: number;
  summary: Record<string, number>;
}

async function waitForJob(id: number): Promise<JobView> {
  for (;;) {
    const job = body<JobView>(await call('GET', `/shebiao/admin/jobs/${id}`)).data;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('admin import jobs', () => {
  it('refuses a caller without the admin token', async () => {
    const res = await call('GET', '/shebiao/admin/jobs', undefined, 'wrong');
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ code: 401, message: '管理口令错误' });
  });

  it('checks the request before starting anything', async () => {
    const outside = await call('POST', '/shebiao/admin/jobs', {
      kind: 'import',
      file: '../x.jsonl',
    });
    expect(outside.statusCode).toBe(400);
    expect(body(outside).message).toBe('文件名应为导入目录中的 .jsonl 文件');
    const missing = await call('POST', '/shebiao/admin/jobs', { kind: 'import', file: 'no.jsonl' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe('导入目录中没有文件 no.jsonl');
    const bad = await call('POST', '/shebiao/admin/jobs', { kind: 'import', file: 'bad.jsonl' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('第 2 行：不是有效的 JSON');
    const issueWithoutDate = await call('POST', '/shebiao/admin/jobs', {
      kind: 'issue',
      file: 'marks.jsonl',
      issue: 1990,
    });
    expect(issueWithoutDate.statusCode).toBe(400);
  });

  it('runs an import in the background and reports its progress', async () => {
    const started = await call('POST', '/shebiao/admin/jobs', {
      kind: 'import',
      file: 'marks.jsonl',
    });
    expect(started.statusCode).toBe(200);
    const job = await waitForJob(body<JobView>(started).data.id);
    expect(job).toMatchObject({ status: 'done', done: 2, total: 2 });
    expect(job.summary).toMatchObject({ inserted: 2 });
    const list = body<JobView[]>(await call('GET', '/shebiao/admin/jobs')).data;
    expect(list[0]!.id).toBe(job.id);
    expect((await call('GET', '/shebiao/admin/jobs/999')).statusCode).toBe(404);
  });
});

describe('without an admin token configured', () => {
  it('has no admin routes', async () => {
    const plain = await build();
    expect((await plain.inject({ method: 'GET', url: '/shebiao/admin/jobs' })).statusCode).toBe(
      404,
    );
    await plain.close();
  });
});
