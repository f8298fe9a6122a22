import type { FormEvent } from 'react';
import { archiveMessages, TM_STATUS_LABELS } from 'shared-api';
import { Input, Select } from 'shared-ui';
import type { ArchiveFilters as ArchiveFilterArgs } from '../../api/archive-api';
import { parseClasses } from '../../manage/watch-picture';
import { FilterButtons, FilterForm, FilterProblem } from '../../shared/FilterForm';
import { archiveTexts } from '../archive-texts';

/** The filters as typed; '' is 'not given'. */
export interface ArchiveFilterValues {
  tmCode: string;
  tmName: string;
  /** classes as typed: '9, 35' */
  tmNcl: string;
  /** '' for all, else a TM_STATUS */
  tmStatus: string;
}

export const NO_ARCHIVE_FILTERS: ArchiveFilterValues = {
  tmCode: '',
  tmName: '',
  tmNcl: '',
  tmStatus: '',
};

/** The call's filters from what was typed; null when the classes are not 1–45. */
export function archiveFilterArgs(values: ArchiveFilterValues): ArchiveFilterArgs | null {
  const classes = parseClasses(values.tmNcl);
  if (classes === null) return null;
  return {
    tmCode: values.tmCode.trim(),
    tmName: values.tmName.trim(),
    ...(classes ? { tmNcl: classes } : {}),
    ...(values.tmStatus === '' ? {} : { tmStatus: Number(values.tmStatus) }),
  };
}

const STATUS_OPTIONS = [
  { value: '', label: archiveTexts.allStatuses },
  ...Object.entries(TM_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The archive's filters (spec 2 §2 screen 4, §5): number, name, classes (several with commas)
 * and status. Controlled, so a count chosen below shows up here too.
 */
export function ArchiveFilters({
  values,
  onChange,
  onApply,
  classesRefused,
  disabled = false,
}: {
  values: ArchiveFilterValues;
  onChange: (values: ArchiveFilterValues) => void;
  onApply: (values: ArchiveFilterValues) => void;
  classesRefused: boolean;
  disabled?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const field = (key: 'tmCode' | 'tmName' | 'tmNcl', label: string, placeholder = label) => (
    <Input
      aria-label={label}
      placeholder={placeholder}
      value={values[key]}
      disabled={disabled}
      onChange={(event) => onChange({ ...values, [key]: event.target.value })}
    />
  );
  return (
    <FilterForm onSubmit={submit}>
      {field('tmCode', archiveTexts.filterCode)}
      {field('tmName', archiveTexts.filterName)}
      {field('tmNcl', archiveTexts.filterClasses, archiveTexts.filterClassesHint)}
      <Select
        aria-label={archiveTexts.filterStatus}
        options={STATUS_OPTIONS}
        value={values.tmStatus}
        disabled={disabled}
        onChange={(tmStatus) => onChange({ ...values, tmStatus })}
      />
      <FilterButtons disabled={disabled} onReset={() => onApply(NO_ARCHIVE_FILTERS)} />
      {classesRefused && <FilterProblem>{archiveMessages.badClasses}</FilterProblem>}
    </FilterForm>
  );
}
