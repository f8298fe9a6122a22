import { useState, type FormEvent } from 'react';
import { Input, Select } from 'shared-ui';
import { FilterButtons, FilterForm } from '../../shared/FilterForm';
import { NOTICE_TYPES } from '../shared/notice-types';
import { noticeTexts } from '../shared/texts';

export interface AnnouncementFilterValues {
  /** '' for every type, else the type id */
  cid: string;
  regcode: string;
  /** the mark's name */
  applicants: string;
}

export const NO_ANNOUNCEMENT_FILTERS: AnnouncementFilterValues = {
  cid: '',
  regcode: '',
  applicants: '',
};

const TYPE_OPTIONS = [
  { value: '', label: noticeTexts.allTypes },
  ...NOTICE_TYPES.map(({ id, name }) => ({ value: id, label: name })),
];

/** /announcement's filters (spec 2 §3 'Announcement query': cid, regcode, applicants). */
export function AnnouncementFilters({
  disabled,
  onApply,
}: {
  disabled: boolean;
  onApply: (filters: AnnouncementFilterValues) => void;
}) {
  const [values, setValues] = useState<AnnouncementFilterValues>(NO_ANNOUNCEMENT_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...values,
      regcode: values.regcode.trim(),
      applicants: values.applicants.trim(),
    });
  };
  return (
    <FilterForm onSubmit={submit}>
      <Select
        aria-label={noticeTexts.filterType}
        options={TYPE_OPTIONS}
        value={values.cid}
        disabled={disabled}
        onChange={(cid) => setValues({ ...values, cid })}
      />
      <Input
        aria-label={noticeTexts.filterRegcode}
        placeholder={noticeTexts.filterRegcode}
        value={values.regcode}
        disabled={disabled}
        onChange={(event) => setValues({ ...values, regcode: event.target.value })}
      />
      <Input
        aria-label={noticeTexts.filterMark}
        placeholder={noticeTexts.filterMark}
        value={values.applicants}
        disabled={disabled}
        onChange={(event) => setValues({ ...values, applicants: event.target.value })}
      />
      <FilterButtons
        disabled={disabled}
        onReset={() => {
          setValues(NO_ANNOUNCEMENT_FILTERS);
          onApply(NO_ANNOUNCEMENT_FILTERS);
        }}
      />
    </FilterForm>
  );
}
