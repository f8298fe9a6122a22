import { Link } from 'react-router-dom';
import { useQueryUnreadQuery } from 'shared-api';
import { Badge } from 'shared-ui';

/** The header's reminder link with the unread badge: hidden at 0, '99+' over 99 (spec 1 §9). */
export function UnreadLink() {
  const { data } = useQueryUnreadQuery();
  return (
    <Link to="/message" aria-label="提醒消息">
      消息 <Badge count={data?.length ?? 0} showZero />
    </Link>
  );
}
