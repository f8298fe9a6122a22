import type { FastifyRequest } from 'fastify';
import {
  ApiCode,
  CALENDAR_FEED_BASE,
  ENTERPRISE_FEATURE_LEVELS,
  NEEDS_ENTERPRISE_VIP,
  RECORD_PATHS,
  archiveMessages,
  calendarFeedParamsSchema,
  calendarFeedPath,
  calendarFeedSchema,
  type CalendarFeed,
} from 'shared-api/contract';
import { calendarFeed, feedOwner, feedSecretOf, resetFeedSecret } from '../../archives/calendar';
import { ApiError, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { httpMessages } from '../../http/messages';
import { formatShanghai } from '../../http/time';
import type { ZodPlugin } from '../../http/zod';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, errorEnvelope, responses } from '../schemas';

const tags = ['archive'];

/** The portal's origin as the member's browser reached it (X-Forwarded-* behind a proxy). */
const publicOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Calendar apps poll every few hours; a member pressing refresh stays far below this. */
const FETCHES_PER_FEED = { max: 30, windowMs: 10 * 60_000 };
/** Google's and Apple's fetchers share addresses among many members: a wide cap per IP. */
const FETCHES_PER_IP = { max: 600, windowMs: 10 * 60_000 };

/**
 * The private calendar feed (issue 13, beyond the spec): a member asks for its address
 * (made on first ask, one per member: a sub-account gets its own address of the shared
 * subjects), may reset it, and any calendar app fetches it without a login, the secret being
 * the key. The feed is served while the member's account holds enterprise or agency VIP.
 */
export const calendarRoutes: ZodPlugin = async (app) => {
  const gate = requireEnterpriseVip(app);
  const toView = (request: FastifyRequest, feed: { secret: string; createdAt: Date }) =>
    ({
      url: `${publicOrigin(request)}${calendarFeedPath(feed.secret)}`,
      createdAt: formatShanghai(feed.createdAt),
    }) satisfies CalendarFeed;

  app.get(
    RECORD_PATHS.calendarFeed,
    {
      schema: {
        tags,
        summary: '日历订阅地址：续展、宽展期与异议截止日（首次获取时生成，每个会员各一个）',
        security: bearerSecurity,
        response: responses(calendarFeedSchema),
      },
      onRequest: gate,
    },
    async (request) => {
      const member = currentMember(request);
      return ok(toView(request, await feedSecretOf(app.db, member.id, app.now())));
    },
  );

  app.post(
    RECORD_PATHS.resetCalendarFeed,
    {
      schema: {
        tags,
        summary: '重置日历订阅地址：生成新地址，旧地址随即失效',
        security: bearerSecurity,
        response: responses(calendarFeedSchema),
      },
      onRequest: gate,
    },
    async (request) => {
      const member = currentMember(request);
      return ok(toView(request, await resetFeedSecret(app.db, member.id, app.now())));
    },
  );

  const perIp = app.rateLimit({
    ...FETCHES_PER_IP,
    key: (request) => `calendar-feed-ip|${request.ip}`,
    message: httpMessages.tooManyRequests,
  });
  const perFeed = app.rateLimit({
    ...FETCHES_PER_FEED,
    // the path's secret as sent (bounded by the schema's length): unknown ones count too
    key: (request) => `calendar-feed|${(request.params as { secret?: string }).secret ?? ''}`,
    message: httpMessages.tooManyRequests,
  });

  app.get(
    `${CALENDAR_FEED_BASE}/:secret`,
    {
      schema: {
        tags,
        summary: '日历订阅（iCalendar，无需登录，地址中的密钥即凭证）',
        params: calendarFeedParamsSchema,
        response: {
          200: { description: 'text/calendar（RFC 5545）', type: 'string' },
          default: errorEnvelope,
        },
      },
      onRequest: perIp,
      preHandler: perFeed,
    },
    async (request, reply) => {
      const secret = request.params.secret.replace(/\.ics$/i, '');
      const owner = await feedOwner(app.db, secret);
      if (!owner?.active) throw notFound(archiveMessages.feedNotFound);
      const level = await app.members.currentLevel(owner.memberId);
      if (!ENTERPRISE_FEATURE_LEVELS.includes(level.id)) {
        throw new ApiError(403, ApiCode.noPermission, NEEDS_ENTERPRISE_VIP);
      }
      const body = await calendarFeed(app.db, owner.account, publicOrigin(request), app.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="shebiao.ics"')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};
