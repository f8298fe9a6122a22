import { daysUntil, DEADLINE_WARNING_DAYS } from 'shared-api';
import styled from 'styled-components';
import { monitorTexts } from './texts';
import { today } from './today';

type Urgency = 'open' | 'urgent' | 'closed';

const Days = styled.span<{ $urgency: Urgency }>`
  color: ${({ theme, $urgency }) =>
    $urgency === 'urgent'
      ? theme.colors.danger
      : $urgency === 'closed'
        ? theme.colors.textMuted
        : theme.colors.text};
  font-weight: ${({ $urgency }) => ($urgency === 'urgent' ? 600 : 400)};
  white-space: nowrap;
`;

/** How close the last day to oppose is; the last DEADLINE_WARNING_DAYS days are urgent. */
export function deadlineUrgency(days: number): Urgency {
  if (days < 0) return 'closed';
  return days <= DEADLINE_WARNING_DAYS ? 'urgent' : 'open';
}

/**
 * Beyond the spec: the opposition deadline of a match (three months from its issue's date) as
 * '剩余N天', so a member sees how long is left to oppose; '已截止' once it has passed.
 */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const days = daysUntil(deadline, today());
  const urgency = deadlineUrgency(days);
  return (
    <Days $urgency={urgency} data-urgency={urgency} title={`异议截止日 ${deadline}`}>
      {urgency === 'closed' ? monitorTexts.deadlinePassed : monitorTexts.daysLeft(days)}
    </Days>
  );
}
