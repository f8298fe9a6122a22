import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiCode, ENTERPRISE_FEATURE_LEVELS, isEnvelopeError, useSession } from 'shared-api';
import { LockedSample } from 'shared-ui';
import { VisitorToLogin } from '../shared/VisitorToLogin';
import { archiveTexts } from './archive-texts';

/** Spec 2 §4/§6: code 4002 disables the features and shows the greyed sample. */
export const isNoPermission = (error: unknown) =>
  isEnvelopeError(error) && error.code === ApiCode.noPermission;

/** The greyed sample row under 请升级企业VIP或代理VIP获取权限！ with the upgrade link. */
export function ArchiveLocked({ columns = 7 }: { columns?: number }) {
  return (
    <LockedSample
      rows={1}
      columns={columns}
      upgrade={<Link to="/vip">{archiveTexts.upgradeNow}</Link>}
    />
  );
}

/**
 * What every archive screen sits behind (spec 2 §6): a visitor goes to login; a member whose
 * stored level has no archive rights (1, 2, 5) sees the sample at once, the 'local flag' of
 * the spec, without a call the server would refuse with 4002 anyway.
 */
export function ArchiveGate({ children, columns }: { children: ReactNode; columns?: number }) {
  return (
    <VisitorToLogin>
      <LevelGate columns={columns}>{children}</LevelGate>
    </VisitorToLogin>
  );
}

function LevelGate({ children, columns }: { children: ReactNode; columns?: number }) {
  const { memberLevelId } = useSession();
  const allowed = memberLevelId === null || ENTERPRISE_FEATURE_LEVELS.includes(memberLevelId);
  return allowed ? <>{children}</> : <ArchiveLocked columns={columns} />;
}
