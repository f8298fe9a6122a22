import { useState, type FormEvent } from 'react';
import { archiveMessages, TM_STATUS_LABELS } from 'shared-api';
import { Input, Select } from 'shared-ui';
import type { FavouriteArgs } from '../../api/archive-api';
import { parseClasses } from '../../manage/watch-picture';
import { FilterButtons, FilterForm, FilterProblem } from '../../shared/FilterForm';
import { archiveTexts } from '../archive-texts';

type Filters = Omit<FavouriteArgs, 'pageNum' | 'pageSize'>;

interface Typed {
  code: string;
  mark: string;
  categary: string;
  status: string;
  accnOrProxy: string;
}

const NOTHING: Typed = { code: '', mark: '', categary: '', status: '', accnOrProxy: '' };

const STATUS_OPTIONS = [
  { value: '', label: archiveTexts.allStatuses },
  ...Object.entries(TM_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const TEXT_FIELDS = [
  ['code', archiveTexts.filterCode, archiveTexts.filterCode],
  ['mark', archiveTexts.filterName, archiveTexts.filterName],
  ['categary', archiveTexts.filterClasses, archiveTexts.filterClassesHint],
  ['accnOrProxy', archiveTexts.filterHolder, archiveTexts.filterHolder],
] as const;

/**
 * The favourites' filters (spec 2 §7 'Favourites' list): number, name, classes, status and
 * holder-or-agency. The search button is disabled while there is nothing to search (spec 2
 * §5); the caller says when.
 */
export function FavouriteFilters({
  searchDisabled,
  onApply,
}: {
  searchDisabled: boolean;
  onApply: (filters: Filters) => void;
}) {
  const [typed, setTyped] = useState<Typed>(NOTHING);
  const [classesRefused, setClassesRefused] = useState(false);
  const apply = (values: Typed) => {
    const classes = parseClasses(values.categary);
    setClassesRefused(classes === null);
    if (classes === null) return;
    onApply({
      code: values.code.trim(),
      mark: values.mark.trim(),
      accnOrProxy: values.accnOrProxy.trim(),
      ...(classes ? { categary: classes } : {}),
      ...(values.status === '' ? {} : { status: Number(values.status) }),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!searchDisabled) apply(typed);
  };
  return (
    <FilterForm onSubmit={submit}>
      {TEXT_FIELDS.map(([key, label, placeholder]) => (
        <Input
          key={key}
          aria-label={label}
          placeholder={placeholder}
          value={typed[key]}
          onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
        />
      ))}
      <Select
        aria-label={archiveTexts.filterStatus}
        options={STATUS_OPTIONS}
        value={typed.status}
        onChange={(status) => setTyped({ ...typed, status })}
      />
      <FilterButtons
        disabled={searchDisabled}
        onReset={() => {
          setTyped(NOTHING);
          apply(NOTHING);
        }}
      />
      {classesRefused && <FilterProblem>{archiveMessages.badClasses}</FilterProblem>}
    </FilterForm>
  );
}
