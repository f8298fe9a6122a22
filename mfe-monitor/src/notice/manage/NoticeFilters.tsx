import { useState, type FormEvent } from 'react';
import { Input, Select } from 'shared-ui';
import { FilterButtons, FilterForm } from '../../shared/FilterForm';
import { NOTICE_STATUS_LABELS, noticeTexts } from '../shared/texts';

export interface NoticeFilterValues {
  applicant: string;
  mark: string;
  /** '' for all, else a NOTICE_MARK_STATUS value */
  status: string;
}

export const NO_NOTICE_FILTERS: NoticeFilterValues = { applicant: '', mark: '', status: '' };

const STATUS_OPTIONS = [
  { value: '', label: noticeTexts.allStatuses },
  ...Object.entries(NOTICE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** The notice-mark list's filters (spec 2 §7: applicant, mark, status). */
export function NoticeFilters({
  disabled,
  onApply,
}: {
  disabled: boolean;
  onApply: (filters: NoticeFilterValues) => void;
}) {
  const [values, setValues] = useState<NoticeFilterValues>(NO_NOTICE_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...values, applicant: values.applicant.trim(), mark: values.mark.trim() });
  };
  return (
    <FilterForm onSubmit={submit}>
      <Input
        aria-label={noticeTexts.filterApplicant}
        placeholder={noticeTexts.filterApplicant}
        value={values.applicant}
        disabled={disabled}
        onChange={(event) => setValues({ ...values, applicant: event.target.value })}
      />
      <Input
        aria-label={noticeTexts.filterMark}
        placeholder={noticeTexts.filterMark}
        value={values.mark}
        disabled={disabled}
        onChange={(event) => setValues({ ...values, mark: event.target.value })}
      />
      <Select
        aria-label={noticeTexts.filterStatus}
        options={STATUS_OPTIONS}
        value={values.status}
        disabled={disabled}
        onChange={(status) => setValues({ ...values, status })}
      />
      <FilterButtons
        disabled={disabled}
        onReset={() => {
          setValues(NO_NOTICE_FILTERS);
          onApply(NO_NOTICE_FILTERS);
        }}
      />
    </FilterForm>
  );
}
