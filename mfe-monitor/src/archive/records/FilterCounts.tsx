import styled from 'styled-components';
import { archiveTexts } from '../archive-texts';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Title = styled.span`
  min-width: 84px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Chip = styled.button<{ $on: boolean }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

/**
 * One line of filter counts (spec 2 §7 queryRecordById 'returns filter counts'): a chip per
 * value with its count; choosing one filters by it, choosing it again lifts the filter.
 */
export function FilterCounts({
  title,
  counts,
  label,
  selected,
  onPick,
}: {
  title: string;
  counts: Record<string, number>;
  label: (value: string) => string;
  selected: string | null;
  onPick: (value: string | null) => void;
}) {
  const entries = Object.entries(counts).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return null;
  return (
    <Line role="group" aria-label={title}>
      <Title>{title}</Title>
      {entries.map(([value, count]) => (
        <Chip
          key={value}
          type="button"
          $on={value === selected}
          aria-pressed={value === selected}
          onClick={() => onPick(value === selected ? null : value)}
        >
          {archiveTexts.countChip(label(value), count)}
        </Chip>
      ))}
    </Line>
  );
}
