// Publishing a gazette issue on the e2e stack the way operations do: a JSONL file dropped in
// the import folder and the admin job started on it (POST /shebiao/admin/jobs). The issue's
// import then opens the watch job, which matches the issue against every watch.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { API, ROOT } from './stack';

/** The stack's operator settings (playwright.config.ts webServer env). */
export const ADMIN_TOKEN = 'e2e-admin-token';
export const IMPORT_DIR = path.join(ROOT, '.data', 'e2e-import');

const ADMIN_JOBS = `${API}/shebiao/admin/jobs`;
const headers = { 'x-admin-token': ADMIN_TOKEN };

interface Job {
  id: number;
  kind: string;
  status: string;
  error: string | null;
}

/** A mark announced for preliminary approval in `issue`, as the issue file carries it. */
export interface IssueMark {
  name: string;
  code: string;
  nclass: number;
  holder: string;
  /** a picture file beside the issue file */
  imagePath?: string;
  /**
   * Fields of the register record that differ from a preliminary approval (a registered
   * mark's TM_STATUS and TM_DEADLINE_END, a transfer notice in TMNOTICELS_CN, …).
   */
  record?: Record<string, unknown>;
}

function issueRecord(mark: IssueMark, issue: number, date: string) {
  return {
    TM_NAME: mark.name,
    TM_CODE: mark.code,
    TM_NCL: mark.nclass,
    TM_STATUS: 1,
    TM_APP_DATE: '2026-03-02',
    TM_FIRST_DATE: date,
    TM_FIRST_ISSUE: issue,
    TM_HOLDER_CN: mark.holder,
    TM_ADDR_CN: '浙江省杭州市西湖区文三路1号',
    TM_AREA_CODE: '330000',
    TM_CITY_CODE: '330100',
    TM_PROXY: '杭州天成知识产权代理有限公司',
    TM_GOODSLS_CN: [{ similarcode: '3001', goods: '咖啡', nid: 0 }],
    TM_PROCESS: [{ date: '2026-03-02', step: '商标注册申请' }],
    TMNOTICELS_CN: [{ code: 'TMZCSQ', issue, page: 1, name: '商标初步审定公告', date }],
    ...(mark.imagePath ? { imagePath: mark.imagePath } : {}),
    ...mark.record,
  };
}

/**
 * Writes issue `issue` of `date` with `marks` (and `files`, pictures by name) to the import
 * folder, starts its import and waits until it and the watch jobs it opened are done.
 */
export async function publishIssue(
  request: APIRequestContext,
  issue: number,
  date: string,
  marks: IssueMark[],
  files: Record<string, Buffer> = {},
): Promise<void> {
  // the admin job takes a file directly in the import folder; pictures lie beside it
  mkdirSync(IMPORT_DIR, { recursive: true });
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(path.join(IMPORT_DIR, name), bytes);
  const lines = marks.map((mark) => JSON.stringify(issueRecord(mark, issue, date)));
  const file = `issue-${issue}.jsonl`;
  writeFileSync(path.join(IMPORT_DIR, file), `${lines.join('\n')}\n`);

  const started = await request.post(ADMIN_JOBS, {
    headers,
    data: { kind: 'issue', file, issue, date },
  });
  expect(started.ok(), await started.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const listed = await request.get(ADMIN_JOBS, { headers });
        const jobs = ((await listed.json()) as { data: Job[] }).data;
        const failed = jobs.find((job) => job.status === 'failed');
        if (failed) return `job ${failed.id} (${failed.kind}) failed: ${failed.error}`;
        return jobs.some((job) => job.status === 'running') ? 'running' : 'done';
      },
      { message: `issue ${issue} imported and matched against the watches`, timeout: 60_000 },
    )
    .toBe('done');
}

/** The latest published issue and its date, as the gazette page reads it. */
export async function latestIssue(
  request: APIRequestContext,
): Promise<{ issue: number; date: string }> {
  const response = await request.get(
    `${API}/shebiao/cloud-search/swapi/trademark/gginfo/getMaxNoticeIssue`,
  );
  const body = (await response.json()) as { data: { latest: { issue: number; date: string } } };
  return body.data.latest;
}
