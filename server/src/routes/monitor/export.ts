import { MONITOR_EXPORT_PATH, watchExportSchema } from 'shared-api/contract';
import type { ZodPlugin } from '../../http/zod';
import { requireExporter } from '../../exports/export-permission';
import { safeFileName, sendFile, shanghaiDay } from '../../exports/file-names';
import { WATCH_SHEET_NAME, watchMatchesWorkbook } from '../../exports/watch-matches-workbook';
import { shanghaiDate, watchExportRows } from '../../monitoring/watches';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, errorEnvelope } from '../schemas';

/**
 * excelByCustomMonitor (spec 2 §5–§7): one watch's matches over 1–3 of the latest 12
 * issues as .xlsx; like every export it needs level 3, 4 or 6 (else code 4002).
 */
export const watchExportRoutes: ZodPlugin = async (app) => {
  app.post(
    MONITOR_EXPORT_PATH,
    {
      schema: {
        tags: ['monitor'],
        summary:
          '导出监测结果 Excel（monitorId 或 keyword+monitorType；startIssue–stopIssue 最多3期）',
        security: bearerSecurity,
        body: watchExportSchema,
        response: {
          200: { description: '监测结果 .xlsx', type: 'string', format: 'binary' },
          default: errorEnvelope,
        },
      },
      onRequest: requireExporter(app),
    },
    async (request, reply) => {
      const member = currentMember(request);
      const now = app.now();
      const { value, rows } = await watchExportRows(
        app.db,
        member.mainMemberId ?? member.id,
        request.body,
        shanghaiDate(now),
      );
      const { startIssue, stopIssue } = request.body;
      // an image watch's value is its picture address: its file is named '图形'
      const name = value.startsWith('/') ? '图形' : safeFileName(value);
      const issues = startIssue === stopIssue ? `${startIssue}` : `${startIssue}-${stopIssue}`;
      return sendFile(
        reply,
        'xlsx',
        `${WATCH_SHEET_NAME}_${name}_${issues}期_${shanghaiDay(now)}`,
        await watchMatchesWorkbook(rows),
      );
    },
  );
};
