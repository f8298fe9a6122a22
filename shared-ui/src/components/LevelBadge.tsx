import styled from 'styled-components';
import { messages } from '../messages';

export interface LevelBadgeProps {
  /** The stored memberLevelId; levels without a badge (1, 5, unknown, none) render nothing. */
  levelId: number | null | undefined;
  /** the registration trial: the badge says 体验 so a bought level reads differently */
  trial?: boolean;
  className?: string;
}

// The colour comes from the theme so each level keeps one colour everywhere it appears.
const Tag = styled.span<{ $levelId: number }>`
  --level-color: ${({ theme, $levelId }) => theme.colors.level[$levelId] ?? theme.colors.primary};
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid var(--level-color);
  border-radius: ${({ theme }) => theme.radii.md};
  color: var(--level-color);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  white-space: nowrap;
`;

/** The member-level tag of the header (spec 1 §2: levels 2, 3, 4 and 6), one colour each. */
export function LevelBadge({ levelId, trial = false, className }: LevelBadgeProps) {
  const text = levelId == null ? undefined : messages.level[levelId];
  if (levelId == null || text === undefined) return null;
  return (
    <Tag $levelId={levelId} className={className} data-level={levelId}>
      {trial ? `${text}${messages.trialSuffix}` : text}
    </Tag>
  );
}
