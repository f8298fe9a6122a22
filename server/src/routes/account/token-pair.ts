import type { FastifyInstance } from 'fastify';
import type { TokenPair } from 'shared-api/contract';
import type { Member } from '../../plugins/app/members';

/** Login, registration and refresh all answer with the same pair (contract tokenPairSchema). */
export async function tokenPairFor(
  app: FastifyInstance,
  member: Pick<Member, 'id' | 'name'>,
): Promise<TokenPair> {
  const tokens = await app.tokens.issue(member);
  const level = await app.members.currentLevel(member.id);
  return { ...tokens, userName: member.name, memberLevelId: level.id };
}
