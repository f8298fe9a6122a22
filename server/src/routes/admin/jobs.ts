import { existsSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { badRequest, notFound, unauthorized } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { ImportLineError } from '../../register/read-jsonl';
import { prepareFileImport } from '../../register/run-import';
import { IssueConflictError, prepareIssueImport } from '../../register/run-issue-import';
import { responses } from '../schemas';
import { jobIdSchema, jobSchema, startJobSchema } from './schemas';

const ADMIN = '/shebiao/admin/jobs';
const JOB_COLUMNS = 'id, kind, status, total, done, summary, error, started_at, finished_at';

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Imports as server jobs (operations drop a file in the import folder and call this): the
 * file is checked before the answer, then loaded in the background; GET shows progress.
 * A server killed mid-way resumes the job at its next start.
 */
export const adminJobRoutes: ZodPlugin<{ adminToken: string; importDir: string }> = async (
  app,
  { adminToken, importDir },
) => {
  app.addHook('onRequest', async (request) => {
    if (!sameToken(request.headers['x-admin-token'], adminToken))
      throw unauthorized('管理口令错误');
  });

  app.post(
    ADMIN,
    {
      schema: {
        tags: ['admin'],
        summary: '启动导入任务（商标文件或一期公告）',
        body: startJobSchema,
        response: responses(jobSchema),
      },
    },
    async (request) => {
      const input = request.body;
      const file = path.join(importDir, input.file);
      if (!existsSync(file)) throw badRequest(`导入目录中没有文件 ${input.file}`);
      try {
        const prepared =
          input.kind === 'import'
            ? await prepareFileImport(app.db, file)
            : await prepareIssueImport(app.db, file, input.issue, input.date);
        app.startImportJob(prepared);
        return ok(prepared.job as unknown as z.infer<typeof jobSchema>);
      } catch (err) {
        if (err instanceof ImportLineError || err instanceof IssueConflictError) {
          throw badRequest(err.message);
        }
        throw err;
      }
    },
  );

  app.get(
    ADMIN,
    {
      schema: {
        tags: ['admin'],
        summary: '最近的导入任务',
        response: responses(z.array(jobSchema)),
      },
    },
    async () => {
      const res = await app.db.query(
        `SELECT ${JOB_COLUMNS} FROM import_jobs ORDER BY id DESC LIMIT 20`,
      );
      return ok(res.rows as z.infer<typeof jobSchema>[]);
    },
  );

  app.get(
    `${ADMIN}/:id`,
    {
      schema: {
        tags: ['admin'],
        summary: '导入任务进度',
        params: jobIdSchema,
        response: responses(jobSchema),
      },
    },
    async (request) => {
      const res = await app.db.query(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE id = $1`, [
        request.params.id,
      ]);
      if (!res.rows[0]) throw notFound('任务不存在');
      return ok(res.rows[0] as z.infer<typeof jobSchema>);
    },
  );
};
