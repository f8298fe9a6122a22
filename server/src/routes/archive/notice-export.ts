import { NOTICE_EXPORT_PATHS, noticeExportSchema } from 'shared-api/contract';
import { noticeMarkExportRows, subjectNoticeExportRows } from '../../archives/notices';
import { requireExporter } from '../../exports/export-permission';
import { safeFileName, sendFile, shanghaiDay } from '../../exports/file-names';
import { NOTICE_SHEET_NAME, noticesWorkbook } from '../../exports/notice-workbook';
import type { ZodPlugin } from '../../http/zod';
import { shanghaiDate } from '../../monitoring/watches';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, errorEnvelope } from '../schemas';

const xlsxResponse = (description: string) => ({
  200: { description, type: 'string', format: 'binary' },
  default: errorEnvelope,
});

/**
 * excelByCustomNotice and excelCustomDataByCodeCategary (spec 2 §5–§7): notices over 1–3 of
 * the latest 12 issues as .xlsx; like every export they need level 3, 4 or 6 (else 4002).
 */
export const noticeExportRoutes: ZodPlugin = async (app) => {
  const onRequest = requireExporter(app);
  const issuesOf = (body: { startIssue: number; stopIssue: number }) =>
    body.startIssue === body.stopIssue
      ? `${body.startIssue}`
      : `${body.startIssue}-${body.stopIssue}`;

  app.post(
    NOTICE_EXPORT_PATHS.noticeMark,
    {
      schema: {
        tags: ['archive'],
        summary: '导出公告定制结果 Excel（monitorId；startIssue–stopIssue 最多3期）',
        security: bearerSecurity,
        body: noticeExportSchema,
        response: xlsxResponse('公告定制结果 .xlsx'),
      },
      onRequest,
    },
    async (request, reply) => {
      const member = currentMember(request);
      const now = app.now();
      const { name, rows } = await noticeMarkExportRows(
        app.db,
        member.mainMemberId ?? member.id,
        request.body,
        shanghaiDate(now),
      );
      const file = `${NOTICE_SHEET_NAME}_${safeFileName(name)}_${issuesOf(request.body)}期_${shanghaiDay(now)}`;
      return sendFile(reply, 'xlsx', file, await noticesWorkbook(rows));
    },
  );

  app.post(
    NOTICE_EXPORT_PATHS.subject,
    {
      schema: {
        tags: ['archive'],
        summary:
          '导出主体公告 Excel（customRecordId，缺省为默认主体；startIssue–stopIssue 最多3期；筛选同主体公告）',
        security: bearerSecurity,
        body: noticeExportSchema,
        response: xlsxResponse('主体公告 .xlsx'),
      },
      onRequest,
    },
    async (request, reply) => {
      const member = currentMember(request);
      const { name, rows } = await subjectNoticeExportRows(
        app.db,
        member.mainMemberId ?? member.id,
        request.body,
      );
      const file = `${NOTICE_SHEET_NAME}_${safeFileName(name)}_${issuesOf(request.body)}期_${shanghaiDay(app.now())}`;
      return sendFile(reply, 'xlsx', file, await noticesWorkbook(rows));
    },
  );
};
