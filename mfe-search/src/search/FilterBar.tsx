import styled from 'styled-components';
import { SEARCH_FILTER_FIELDS } from 'shared-api';
import { ClassFilter } from './ClassFilter';
import { FacetRow } from './FacetRow';
import { facetOptions, setSingleFilter, type SearchFilters } from './filters';

const Bar = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FilterBarProps {
  /** filter[i] counts the values of SEARCH_FILTER_FIELDS[i] (the first call's answer). */
  facets: Record<string, number>[];
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** The filter bar (spec 1 §2): one row per filter that has values, with their counts. */
export function FilterBar({ facets, filters, onChange }: FilterBarProps) {
  const rows = SEARCH_FILTER_FIELDS.map((field, i) => ({
    field,
    options: facetOptions(field, facets[i]),
  })).filter((row) => row.options.length > 0);
  if (rows.length === 0) return null;
  return (
    <Bar aria-label="筛选条件">
      {rows.map(({ field, options }) =>
        field === 'TM_NCL' ? (
          <ClassFilter
            key={`${field}:${filters.classes.join(',')}`}
            options={options}
            applied={filters.classes}
            onApply={(classes) => onChange({ ...filters, classes })}
          />
        ) : (
          <FacetRow
            key={field}
            field={field}
            options={options}
            value={filters.values[field]}
            onChange={(value) => onChange(setSingleFilter(filters, field, value))}
          />
        ),
      )}
    </Bar>
  );
}
