import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  searchesLeft,
  searchQuotaMessages,
  searchQuotaOf,
  type SearchQuotaLeft,
} from 'shared-api/contract';
import { tooManyRequests } from '../../http/api-error';
import { shanghaiDay } from '../../exports/file-names';
import { countSearch } from '../../search-quota/count-search';
import { currentMember, type AuthMember } from './require-member';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every call that answers register data (searches, detail, applicant
     * suggestions), behind requireMember: starts counting the call on the account's daily
     * quota. The count runs beside the search; `searchQuotaLeft` (the handler) or the
     * route's preSerialization hook waits for it, so nothing is answered before it is known.
     */
    countSearch: (request: FastifyRequest) => Promise<void>;
    /** preSerialization of the same calls: refuses the answer when the count refused it. */
    settleSearchCount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by countSearch: what is left today with this call counted; rejects with 3004. */
    searchCount: Promise<SearchQuotaLeft> | null;
  }
}

/** What is left today with this call counted; throws 3004 (HTTP 429) when the quota is used up. */
export function searchQuotaLeft(request: FastifyRequest): Promise<SearchQuotaLeft> {
  if (!request.searchCount) throw new Error('searchQuotaLeft needs the countSearch preHandler');
  return request.searchCount;
}

/** Accounts this process saw refused today; only a hint, PostgreSQL's count decides. */
const MAX_REMEMBERED = 10_000;

/** What an uncounted search has left (the quota is off: benchmarks' baseline). */
const UNCOUNTED: Promise<SearchQuotaLeft> = Promise.resolve({ limit: null, remaining: null });

export const searchQuotaPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    /** account (main member) id → the Shanghai day its quota ran out, as this process saw it */
    const exhausted = new Map<number, string>();

    const accountOf = (member: AuthMember) => member.mainMemberId ?? member.id;

    async function count(member: AuthMember): Promise<SearchQuotaLeft> {
      const now = app.now();
      const counted = await countSearch(app.db, member, now);
      if (counted) {
        exhausted.delete(accountOf(member));
        const { limit, used } = counted;
        return { limit, remaining: searchesLeft(limit, used) };
      }
      if (exhausted.size >= MAX_REMEMBERED) exhausted.clear();
      exhausted.set(accountOf(member), shanghaiDay(now));
      // the refused path only: read the level again for the message
      const level = await app.members.currentLevel(member.id);
      throw tooManyRequests(searchQuotaMessages.exhausted(level.id, searchQuotaOf(level.id) ?? 0));
    }

    app.decorateRequest('searchCount', null);
    app.decorate('countSearch', async (request: FastifyRequest) => {
      if (!enabled) {
        request.searchCount = UNCOUNTED;
        return;
      }
      const member = currentMember(request);
      const pending = count(member);
      // An account already out of searches today waits for its count before any search
      // work: a scraper past its quota costs a few small statements a call, not a search.
      if (exhausted.get(accountOf(member)) === shanghaiDay(app.now())) await pending;
      // A handler that fails before waiting must not leave an unhandled rejection behind.
      pending.catch(() => undefined);
      request.searchCount = pending;
    });
    app.decorate('settleSearchCount', async (request: FastifyRequest, reply: FastifyReply) => {
      // an error answer (bad query, not found) was counted already and carries no register data
      if (request.searchCount && reply.statusCode < 400) await request.searchCount;
    });
  },
  { name: 'search-quota', dependencies: ['db', 'members', 'require-member'] },
);
