import {
  MEMBER_VIEW_BASE,
  USER_REMIND_BASE,
  currentDetailsSchema,
  unreadItemSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { formatShanghai } from '../../http/time';
import type { ZodPlugin } from '../../http/zod';
import { currentMember } from '../../plugins/app/require-member';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, responses } from '../schemas';

const optionalTime = (d: Date | null) => (d ? formatShanghai(d) : null);

/** Member-only calls the header needs right after login: profile + level, unread reminders. */
export const memberViewRoutes: ZodPlugin = async (app) => {
  app.get(
    `${MEMBER_VIEW_BASE}/currentDetails`,
    {
      schema: {
        tags: ['account'],
        summary: '当前会员信息与等级',
        security: bearerSecurity,
        response: responses(currentDetailsSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const member = await app.members.findById(currentMember(request).id);
      if (!member) throw unauthorized();
      const level = await app.members.currentLevel(member.id);
      return ok({
        memberDto: {
          name: member.name,
          mobile: member.mobile ?? '',
          companyName: member.companyName,
          address: member.address,
          createdTime: formatShanghai(member.createdAt),
        },
        memberLevelInfo: {
          id: level.id,
          description: level.description,
          startTime: optionalTime(level.startTime),
          endTime: optionalTime(level.endTime),
        },
      });
    },
  );

  app.post(
    `${USER_REMIND_BASE}/queryUnread`,
    {
      schema: {
        tags: ['account'],
        summary: '未读提醒（列表长度即角标数）',
        security: bearerSecurity,
        response: responses(z.array(unreadItemSchema)),
      },
      onRequest: app.requireMember,
    },
    async (request) => ok(await app.reminders.listUnread(currentMember(request).id)),
  );
};
