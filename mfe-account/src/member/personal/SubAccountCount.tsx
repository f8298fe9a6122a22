import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { accountLimits, SUB_ACCOUNT_LEVELS } from 'shared-api';
import { useChildCountQuery } from '../../api/children-api';
import { memberTexts } from '../texts';

interface SubAccountCountProps {
  levelId: number;
}

/**
 * The sub-account count n/30 with a link to /child (spec 3 §2.2), for main accounts whose
 * level allows sub-accounts. The count call answers null for a caller that may have none
 * (a sub-account, or no right), and then there is nothing to show.
 */
export function SubAccountCount({ levelId }: SubAccountCountProps) {
  const allowed = SUB_ACCOUNT_LEVELS.includes(levelId);
  const { data: count } = useChildCountQuery(allowed ? undefined : skipToken);
  if (!allowed || count == null) return null;
  return (
    <>
      <dt>子账户</dt>
      <dd>
        <Link to="/child" aria-label={`子账户 ${count}/${accountLimits.maxSubAccounts}，去管理`}>
          {memberTexts.childCount(count, accountLimits.maxSubAccounts)}
        </Link>
      </dd>
    </>
  );
}
