import { ARCHIVE_EXPORT_PATHS, renewalQuerySchema } from 'shared-api/contract';
import {
  RENEWAL_SHEET_NAME,
  recordSubject,
  renewalExportRows,
  renewalWorkbook,
} from '../../archives/records';
import { requireExporter } from '../../exports/export-permission';
import { safeFileName, sendFile, shanghaiDay } from '../../exports/file-names';
import type { ZodPlugin } from '../../http/zod';
import { shanghaiDate } from '../../monitoring/watches';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, errorEnvelope } from '../schemas';

/**
 * excelCustomDataXZByCodeCategary (spec 2 §7 'Exports'): a subject's renewal list as filtered
 * (queryRecordXZ's body, every page) as .xlsx; like every export it needs level 3, 4 or 6.
 */
export const renewalExportRoutes: ZodPlugin = async (app) => {
  app.post(
    ARCHIVE_EXPORT_PATHS.renewals,
    {
      schema: {
        tags: ['archive'],
        summary: '导出续展管理 Excel（主体与筛选同 queryRecordXZ，不分页，最多 10000 件）',
        security: bearerSecurity,
        body: renewalQuerySchema,
        response: {
          200: { description: '续展列表 .xlsx', type: 'string', format: 'binary' },
          default: errorEnvelope,
        },
      },
      onRequest: requireExporter(app),
    },
    async (request, reply) => {
      const member = currentMember(request);
      const account = member.mainMemberId ?? member.id;
      const subject = await recordSubject(app.db, account, request.body.customRecordId);
      const now = app.now();
      const { rows, truncated } = await renewalExportRows(
        app.db,
        subject,
        request.body,
        shanghaiDate(now),
      );
      return sendFile(
        reply,
        'xlsx',
        `${RENEWAL_SHEET_NAME}_${safeFileName(subject.name)}_${shanghaiDay(now)}`,
        await renewalWorkbook(rows, truncated),
      );
    },
  );
};
