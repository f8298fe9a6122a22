import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { body, build } from '../../helper';
import { sampleRecord, writeJsonl } from '../../register/fixtures';
import { addMember, addWatch, ISSUE, ISSUE_DATE, storedMatches } from './fixtures';

/**
 * The admin's issue job publishes the issue, which opens its watch job; the server runs it
 * next, and the admin job list shows it.
 */
const TOKEN = 'admin-secret';
let app: FastifyInstance;

afterEach(() => app.close());

interface JobView {
  id: number;
  kind: string;
  status: string;
  done: number;
  total: number;
  summary: Record<string, number>;
}

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { 'x-admin-token': TOKEN }, ...(payload ? { payload } : {}) });

async function finishedWatchJob(): Promise<JobView> {
  for (;;) {
    const jobs = body<JobView[]>(await call('GET', '/shebiao/admin/jobs')).data;
    const watch = jobs.find((job) => job.kind === 'watch');
    if (watch && watch.status !== 'running') return watch;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('an issue published by the admin job is matched against the watches', async () => {
  const record = sampleRecord(1, {
    TM_NAME: '康帅傅',
    TM_STATUS: 1,
    TM_FIRST_DATE: ISSUE_DATE,
    TM_FIRST_ISSUE: ISSUE,
    TM_REG_DATE: null,
    TM_REG_ISSUE: null,
    TMNOTICELS_CN: [
      { code: 'TMZCSQ', issue: ISSUE, page: 1, name: '商标初步审定公告', date: ISSUE_DATE },
    ],
  });
  const file = await writeJsonl([record]);
  const importDir = path.dirname(file);
  await copyFile(file, path.join(importDir, 'issue.jsonl'));
  app = await build({ adminToken: TOKEN, importDir });
  const member = await addMember(app.db);
  const watch = await addWatch(app.db, { memberId: member, name: '康师傅' });

  const started = await call('POST', '/shebiao/admin/jobs', {
    kind: 'issue',
    file: 'issue.jsonl',
    issue: ISSUE,
    date: ISSUE_DATE,
  });
  expect(started.statusCode).toBe(200);
  const job = await finishedWatchJob();
  expect(job).toMatchObject({ status: 'done', done: 1, total: 1 });
  expect(job.summary).toMatchObject({ matches: 1, watches: 1, reminders: 1 });
  expect((await storedMatches(app.db)).map((m) => m.watch_id)).toEqual([watch]);
});
