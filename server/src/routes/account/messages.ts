import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_PATHS,
  REMIND_PATHS,
  USER_ANNOUNCEMENT_BASE,
  USER_REMIND_BASE,
  accountMessages,
  announcementPageSchema,
  messageIdParamSchema,
  messageQuerySchema,
  reminderPageSchema,
  unreadItemSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import type { MessageRepo } from '../../plugins/app/message-page';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

interface MessageKind {
  base: string;
  paths: typeof REMIND_PATHS;
  repo: (app: FastifyInstance) => MessageRepo<unknown>;
  pageSchema: z.ZodType;
  /** 提醒 or 公告, for the OpenAPI summaries */
  noun: string;
}

/**
 * The four calls of one kind of message (spec 3 §7 'Reminders and announcements'). Read
 * flags are the caller's own: a sub-account reads for itself.
 */
function messageRoutes(kind: MessageKind): ZodPlugin {
  return async (app) => {
    const repo = kind.repo(app);
    const common = { tags: ['account'], security: bearerSecurity };
    const onRequest = app.requireMember;

    app.get(
      kind.paths.all,
      {
        schema: {
          ...common,
          summary: `${kind.noun}列表（ifRead 空=全部, 0=未读, 1=已读；附全部与未读总数）`,
          querystring: messageQuerySchema,
          response: responses(kind.pageSchema),
        },
        onRequest,
      },
      async (request) => ok(await repo.page(currentMember(request).id, request.query)),
    );

    app.put(
      `${kind.base}/flagRead/:id`,
      {
        schema: {
          ...common,
          summary: `标记一条${kind.noun}为已读（已读的保持已读）`,
          params: messageIdParamSchema,
          response: responses(z.null()),
        },
        onRequest,
      },
      async (request) => {
        const found = await repo.flagRead(currentMember(request).id, request.params.id);
        if (!found) throw notFound(accountMessages.messageNotFound);
        return ok(null);
      },
    );

    app.post(
      kind.paths.flagReadAll,
      {
        schema: { ...common, summary: `全部${kind.noun}标为已读`, response: responses(z.null()) },
        onRequest,
      },
      async (request) => {
        await repo.flagReadAll(currentMember(request).id);
        return ok(null);
      },
    );

    app.post(
      kind.paths.unread,
      {
        schema: {
          ...common,
          summary: `未读${kind.noun}（列表长度即角标数）`,
          response: responses(z.array(unreadItemSchema)),
        },
        onRequest,
      },
      async (request) => ok(await repo.listUnread(currentMember(request).id)),
    );
  };
}

export const reminderRoutes = messageRoutes({
  base: USER_REMIND_BASE,
  paths: REMIND_PATHS,
  repo: (app) => app.reminders,
  pageSchema: reminderPageSchema,
  noun: '提醒',
});

export const announcementRoutes = messageRoutes({
  base: USER_ANNOUNCEMENT_BASE,
  paths: ANNOUNCEMENT_PATHS,
  repo: (app) => app.announcements,
  pageSchema: announcementPageSchema,
  noun: '公告',
});
