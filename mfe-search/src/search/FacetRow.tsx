import { useState } from 'react';
import { SEARCH_FILTER_LABELS, type SearchFilterField } from 'shared-api';
import { Button } from 'shared-ui';
import type { FacetOption } from './filters';
import { searchUi } from './messages';
import { Count, FilterLabel, FilterRow, OptionButton, Options, RowActions } from './filter-styles';

/** Values shown before '更多': one line at the usual width. */
export const FACET_PREVIEW = 12;

export interface FacetRowProps {
  field: SearchFilterField;
  options: FacetOption[];
  /** The chosen value; clicking another replaces it, clicking it again removes it. */
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** One single-choice filter of the filter bar: its values with their counts. */
export function FacetRow({ field, options, value, onChange }: FacetRowProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? options : options.slice(0, FACET_PREVIEW);
  return (
    <FilterRow role="group" aria-label={SEARCH_FILTER_LABELS[field]}>
      <FilterLabel>{SEARCH_FILTER_LABELS[field]}</FilterLabel>
      <Options>
        {shown.map((option) => {
          const active = option.value === value;
          return (
            <OptionButton
              key={option.value}
              type="button"
              $active={active}
              aria-pressed={active}
              onClick={() => onChange(active ? null : option.value)}
            >
              {option.label}
              <Count>({option.count})</Count>
            </OptionButton>
          );
        })}
      </Options>
      {options.length > FACET_PREVIEW && (
        <RowActions>
          <Button size="small" variant="link" onClick={() => setExpanded(!expanded)}>
            {expanded ? searchUi.less : searchUi.more}
          </Button>
        </RowActions>
      )}
    </FilterRow>
  );
}
