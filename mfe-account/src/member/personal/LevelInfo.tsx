import { searchQuotaMessages, type MemberLevelInfo, type SearchQuotaToday } from 'shared-api';
import { Button, LevelBadge, Row, Section } from 'shared-ui';
import { InfoList } from '../styles';
import { memberTexts } from '../texts';
import { formatLevelEnd, formatLevelStart } from './level-times';
import { SubAccountCount } from './SubAccountCount';

/** Where the buttons lead: the VIP confirm page (another screen), in a new tab (spec 3 §2.5). */
export const confirmUrl = (levelvip: 'upgrade' | 'renew') => `/confirm?levelvip=${levelvip}`;

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener');

/** Bought levels a renewal extends (personal, enterprise, agency VIP); a trial is not bought. */
const RENEWABLE_LEVELS: readonly number[] = [2, 3, 4];
const canRenew = (level: MemberLevelInfo) => !level.trial && RENEWABLE_LEVELS.includes(level.id);

interface LevelInfoProps {
  level: MemberLevelInfo;
  /** The account's searches today, counted by the server (spec 3 §9). */
  searchQuota?: SearchQuotaToday | undefined;
}

const quotaText = ({ limit, remaining }: SearchQuotaToday) =>
  limit === null || remaining === null
    ? searchQuotaMessages.unlimitedShort
    : searchQuotaMessages.left(remaining, limit);

/**
 * The member level with its start and end, today's searches left, the VIP buttons and the
 * sub-account count.
 */
export function LevelInfo({ level, searchQuota }: LevelInfoProps) {
  return (
    <Section
      title="会员信息"
      extra={
        <Row>
          <Button variant="primary" onClick={() => openInNewTab(confirmUrl('upgrade'))}>
            {memberTexts.upgradeVip}
          </Button>
          {canRenew(level) && (
            <Button onClick={() => openInNewTab(confirmUrl('renew'))}>
              {memberTexts.renewVip}
            </Button>
          )}
        </Row>
      }
    >
      <InfoList>
        <dt>会员等级</dt>
        <dd>
          <Row>
            <span>{level.description}</span>
            <LevelBadge levelId={level.id} trial={level.trial} />
          </Row>
        </dd>
        <dt>开始时间</dt>
        <dd>{formatLevelStart(level.startTime)}</dd>
        <dt>到期时间</dt>
        <dd>{formatLevelEnd(level.endTime)}</dd>
        {searchQuota && (
          <>
            <dt>今日查询</dt>
            <dd>{quotaText(searchQuota)}</dd>
          </>
        )}
        <SubAccountCount levelId={level.id} />
      </InfoList>
    </Section>
  );
}
