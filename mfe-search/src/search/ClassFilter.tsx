import { useState } from 'react';
import { SEARCH_FILTER_LABELS, searchMessages } from 'shared-api';
import { Button, Checkbox, toast } from 'shared-ui';
import { toggleClass, type FacetOption } from './filters';
import { searchUi } from './messages';
import { Count, FilterLabel, FilterRow, Options, RowActions } from './filter-styles';

export interface ClassFilterProps {
  options: FacetOption[];
  /** The classes the result is narrowed to now. */
  applied: number[];
  onApply: (classes: number[]) => void;
}

/**
 * The class filter: several classes (at most 5) are ticked first and applied together on
 * confirm (spec 1 §4, §5). Give it a key of the applied classes so a chip removed elsewhere
 * resets the ticks.
 */
export function ClassFilter({ options, applied, onApply }: ClassFilterProps) {
  const [draft, setDraft] = useState<number[]>(applied);
  const changed = draft.join(',') !== applied.join(',');
  const tick = (classId: number) => {
    const next = toggleClass(draft, classId);
    if (next) setDraft(next);
    else toast.error(searchMessages.tooManyClasses);
  };
  return (
    <FilterRow role="group" aria-label={SEARCH_FILTER_LABELS.TM_NCL}>
      <FilterLabel>{SEARCH_FILTER_LABELS.TM_NCL}</FilterLabel>
      <Options>
        {options.map((option) => {
          const id = Number(option.value);
          return (
            <Checkbox key={option.value} checked={draft.includes(id)} onChange={() => tick(id)}>
              {option.label}
              <Count>({option.count})</Count>
            </Checkbox>
          );
        })}
      </Options>
      <RowActions>
        <Button size="small" variant="primary" disabled={!changed} onClick={() => onApply(draft)}>
          {searchUi.confirm}
        </Button>
      </RowActions>
    </FilterRow>
  );
}
