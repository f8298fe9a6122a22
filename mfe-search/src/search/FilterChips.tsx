import styled from 'styled-components';
import { Button } from 'shared-ui';
import { filterChips, NO_FILTERS, removeChip, type SearchFilters } from './filters';
import { searchUi } from './messages';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Remove = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
  cursor: pointer;
`;

export interface FilterChipsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** The chosen filters as chips, each removable, and 清空 to drop them all. */
export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Line role="group" aria-label={searchUi.selectedFilters}>
      <span>{searchUi.selectedFilters}</span>
      {chips.map((chip) => (
        <Chip key={`${chip.field}:${chip.value}`}>
          {chip.label}
          <Remove
            type="button"
            aria-label={searchUi.removeFilter(chip.label)}
            onClick={() => onChange(removeChip(filters, chip))}
          >
            ×
          </Remove>
        </Chip>
      ))}
      <Button size="small" variant="link" onClick={() => onChange(NO_FILTERS)}>
        {searchUi.clearFilters}
      </Button>
    </Line>
  );
}
