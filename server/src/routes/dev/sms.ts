import { ApiCode, patternMessages, patterns } from 'shared-api/contract';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { httpMessages } from '../../http/messages';
import { formatShanghai } from '../../http/time';
import type { ZodPlugin } from '../../http/zod';
import { extractSmsCode } from '../../sms/provider';
import { responses } from '../schemas';
import { renderInbox, type InboxRow } from './inbox-page';

export const DEV_SMS_PATH = '/shebiao/dev/sms';
const INBOX_SIZE = 50;

const latestQuerySchema = z.object({
  phone: z.string().trim().regex(patterns.phone, patternMessages.phone),
});
const latestSmsSchema = z.object({
  phone: z.string(),
  code: z.string().nullable(),
  text: z.string(),
  sentAt: z.string(),
});

/**
 * Development inbox of the sandbox SMS provider (never registered in production): a page
 * for people, and a JSON call for the e2e tests to read the last code sent to a phone.
 */
export const devSmsRoutes: ZodPlugin = async (app) => {
  app.get(
    DEV_SMS_PATH,
    { schema: { tags: ['dev'], summary: '开发用短信收件箱（HTML）' } },
    async (_request, reply) => {
      const res = await app.db.query<InboxRow>(
        'SELECT phone, text, created_at AS "sentAt" FROM sms_outbox ORDER BY id DESC LIMIT $1',
        [INBOX_SIZE],
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderInbox(res.rows));
    },
  );

  app.get(
    `${DEV_SMS_PATH}/latest`,
    {
      schema: {
        tags: ['dev'],
        summary: '某手机号最近一条短信',
        querystring: latestQuerySchema,
        response: responses(latestSmsSchema),
      },
    },
    async (request) => {
      const { phone } = request.query;
      const res = await app.db.query<InboxRow>(
        'SELECT phone, text, created_at AS "sentAt" FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1',
        [phone],
      );
      const row = res.rows[0];
      if (!row) throw new ApiError(404, ApiCode.notFound, httpMessages.smsNotFound);
      return ok({
        phone: row.phone,
        code: extractSmsCode(row.text),
        text: row.text,
        sentAt: formatShanghai(row.sentAt),
      });
    },
  );
};
