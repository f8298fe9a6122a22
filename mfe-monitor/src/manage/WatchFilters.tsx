import { useState, type FormEvent } from 'react';
import { WATCH_STATUS_LABELS } from 'shared-api';
import { Input, Select } from 'shared-ui';
import { FilterButtons, FilterForm } from '../shared/FilterForm';
import { monitorTexts } from '../shared/texts';

export interface WatchFilterValues {
  remarkApplicant: string;
  remarkKeyword: string;
  /** '' for all, else a WATCH_STATUS value */
  status: string;
}

export const NO_FILTERS: WatchFilterValues = { remarkApplicant: '', remarkKeyword: '', status: '' };

const STATUS_OPTIONS = [
  { value: '', label: monitorTexts.allStatuses },
  ...Object.entries(WATCH_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** The list's filters (spec 2 §2): applicant and keyword remarks and the status. */
export function WatchFilters({
  disabled,
  onApply,
}: {
  disabled: boolean;
  onApply: (filters: WatchFilterValues) => void;
}) {
  const [values, setValues] = useState<WatchFilterValues>(NO_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...values,
      remarkApplicant: values.remarkApplicant.trim(),
      remarkKeyword: values.remarkKeyword.trim(),
    });
  };
  return (
    <FilterForm onSubmit={submit}>
      <Input
        aria-label={monitorTexts.filterApplicant}
        placeholder={monitorTexts.filterApplicant}
        value={values.remarkApplicant}
        disabled={disabled}
        onChange={(event) => setValues({ ...values, remarkApplicant: event.target.value })}
      />
      <Input
        aria-label={monitorTexts.filterKeyword}
        placeholder={monitorTexts.filterKeyword}
        value={values.remarkKeyword}
        disabled={disabled}
        onChange={(event) => setValues({ ...values, remarkKeyword: event.target.value })}
      />
      <Select
        aria-label={monitorTexts.filterStatus}
        options={STATUS_OPTIONS}
        value={values.status}
        disabled={disabled}
        onChange={(status) => setValues({ ...values, status })}
      />
      <FilterButtons
        disabled={disabled}
        onReset={() => {
          setValues(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
      />
    </FilterForm>
  );
}
