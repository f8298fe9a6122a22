import { MEMBER_LEVELS, type CurrentDetails } from '../contract/public';

type LevelInfo = CurrentDetails['memberLevelInfo'];
type Member = CurrentDetails['memberDto'];

/**
 * What currentDetails answers for a member holding `levelId` (its spec name as description,
 * not a trial); `level` and `member` set what a test looks at.
 */
export function currentDetails(
  levelId = 3,
  level: Partial<LevelInfo> = {},
  member: Partial<Member> = {},
): CurrentDetails {
  return {
    memberDto: {
      name: '13800000000',
      mobile: '13800000000',
      companyName: null,
      address: null,
      createdTime: '2024-01-01 00:00:00',
      ...member,
    },
    memberLevelInfo: {
      id: levelId,
      description: MEMBER_LEVELS.find((known) => known.id === levelId)?.description ?? '',
      startTime: null,
      endTime: null,
      trial: false,
      ...level,
    },
  };
}
