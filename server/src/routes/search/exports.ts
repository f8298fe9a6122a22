import {
  EXPORT_PATHS,
  exportQuerySchema,
  markFileQuerySchema,
  markUid,
  searchMessages,
} from 'shared-api/contract';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { currentMember } from '../../plugins/app/require-member';
import { requireExporter } from '../../exports/export-permission';
import { assertSomeMarkExists, parseExportUids } from '../../exports/export-selection';
import { createExportToken, readExportToken } from '../../exports/export-tokens';
import { markFileName, sendFile, shanghaiDay } from '../../exports/file-names';
import { loadLogos } from '../../exports/logos';
import { exportMessages } from '../../exports/messages';
import { markPdf } from '../../exports/pdf';
import { markDocx } from '../../exports/word';
import { marksWorkbook, SHEET_NAME } from '../../exports/workbook';
import { fetchDetailRows } from '../../search/mark-rows';
import { bearerSecurity, errorEnvelope, responses } from '../schemas';

const tags = ['search'];
const file = (description: string) => ({
  200: { description, type: 'string', format: 'binary' },
  default: errorEnvelope,
});

/**
 * Exports (spec 1 §4 'Export', §7 'Detail and export'), a member feature: Excel for the
 * ticked result rows in two calls (token, then file), Word and PDF for one mark.
 */
export const exportRoutes: ZodPlugin = async (app) => {
  const onRequest = requireExporter(app);

  app.post(
    EXPORT_PATHS.queryExcel,
    {
      schema: {
        tags,
        summary: '导出Excel第一步：登记勾选的商标（keyword 为逗号分隔的 UID，最多200个），返回凭证',
        security: bearerSecurity,
        body: exportQuerySchema,
        response: responses(z.string()),
      },
      onRequest,
    },
    async (request) => {
      const uids = parseExportUids(request.body.keyword);
      await assertSomeMarkExists(app.db, uids);
      const member = currentMember(request);
      return ok(await createExportToken(app.db, member.id, uids, app.now()));
    },
  );

  app.post(
    EXPORT_PATHS.excel,
    {
      schema: {
        tags,
        summary: '导出Excel第二步：凭 uid（第一步的凭证，10分钟内有效）下载 .xlsx',
        security: bearerSecurity,
        body: exportQuerySchema,
        response: file('商标查询结果 .xlsx'),
      },
      onRequest,
    },
    async (request, reply) => {
      const { uid: token, needImage } = request.body;
      if (!token) throw badRequest(exportMessages.missingToken);
      const now = app.now();
      const uids = await readExportToken(app.db, currentMember(request).id, token, now);
      if (!uids) throw notFound(exportMessages.tokenExpired);
      const rows = await fetchDetailRows(app.db, uids);
      if (rows.length === 0) throw notFound(searchMessages.detailNotFound);
      const logos = needImage
        ? await loadLogos(
            app.db,
            rows.map((r) => r.ID),
          )
        : null;
      const workbook = await marksWorkbook(rows, logos);
      return sendFile(reply, 'xlsx', `${SHEET_NAME}_${shanghaiDay(now)}`, workbook);
    },
  );

  /** The mark of a wordByCode/pdfByCode body and its logo when asked for. */
  async function markWithLogo(body: z.output<typeof markFileQuerySchema>) {
    const [row] = await fetchDetailRows(app.db, [markUid(body.code, body.ncl)]);
    if (!row) throw notFound(searchMessages.detailNotFound);
    const logo = body.needImage ? ((await loadLogos(app.db, [row.ID])).get(row.ID) ?? null) : null;
    return { row, logo, name: markFileName(row.TM_NAME, row.TM_CODE, row.TM_NCL) };
  }

  app.post(
    EXPORT_PATHS.word,
    {
      schema: {
        tags,
        summary: '导出商标档案 Word（code 申请号，ncl 类别）',
        security: bearerSecurity,
        body: markFileQuerySchema,
        response: file('商标档案 .docx'),
      },
      onRequest,
    },
    async (request, reply) => {
      const { row, logo, name } = await markWithLogo(request.body);
      return sendFile(reply, 'docx', name, await markDocx(row, logo));
    },
  );

  app.post(
    EXPORT_PATHS.pdf,
    {
      schema: {
        tags,
        summary: '导出商标档案 PDF（code 申请号，ncl 类别）',
        security: bearerSecurity,
        body: markFileQuerySchema,
        response: file('商标档案 .pdf'),
      },
      onRequest,
    },
    async (request, reply) => {
      const { row, logo, name } = await markWithLogo(request.body);
      return sendFile(reply, 'pdf', name, await markPdf(row, logo));
    },
  );
};
