import {
  MEMBER_VIEW_BASE,
  currentDetailsSchema,
  searchesLeft,
  searchQuotaOf,
} from 'shared-api/contract';
import { ok } from '../../http/envelope';
import { formatShanghai } from '../../http/time';
import type { ZodPlugin } from '../../http/zod';
import { currentMember } from '../../plugins/app/require-member';
import { searchesToday } from '../../search-quota/count-search';
import { unauthorized } from '../../http/api-error';
import { bearerSecurity, responses } from '../schemas';

const optionalTime = (d: Date | null) => (d ? formatShanghai(d) : null);

/**
 * The member the header and the personal centre show: profile and level (a sub-account shows
 * its main account's level), and the account's searches today (spec 3 §9). The unread
 * reminders of the badge are in messages.ts.
 */
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
      const used = await searchesToday(app.db, member.id, app.now());
      const limit = searchQuotaOf(level.id);
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
          trial: level.trial,
        },
        searchQuota: { limit, used, remaining: searchesLeft(limit, used) },
      });
    },
  );
};
