import {
  formatClassCode,
  MAX_SEARCH_CLASSES,
  SEARCH_FILTER_LABELS,
  tmStatusLabel,
  type SearchFilterField,
  type SearchQueryInput,
} from 'shared-api';

export type SingleFilterField = Exclude<SearchFilterField, 'TM_NCL'>;

/** The narrowing of a result (spec 1 §3): classes are multi-select, the others one value. */
export interface SearchFilters {
  classes: number[];
  values: Partial<Record<SingleFilterField, string>>;
}

export const NO_FILTERS: SearchFilters = { classes: [], values: {} };

export const hasFilters = (filters: SearchFilters) =>
  filters.classes.length > 0 || Object.keys(filters.values).length > 0;

/** A single-choice filter replaces its previous value (spec 1 §4); null removes it. */
export function setSingleFilter(
  filters: SearchFilters,
  field: SingleFilterField,
  value: string | null,
): SearchFilters {
  const values = { ...filters.values };
  if (value === null) delete values[field];
  else values[field] = value;
  return { ...filters, values };
}

/** Ticks or unticks a class in the class filter's draft; null when that would pass the limit. */
export function toggleClass(draft: readonly number[], classId: number): number[] | null {
  if (draft.includes(classId)) return draft.filter((id) => id !== classId);
  if (draft.length >= MAX_SEARCH_CLASSES) return null;
  return [...draft, classId].sort((a, b) => a - b);
}

/** How a filter value reads: statuses by name, classes as two digits. */
export function filterValueLabel(field: SearchFilterField, value: string): string {
  if (field === 'TM_NCL') return formatClassCode(value);
  if (field === 'TM_STATUS') return tmStatusLabel(Number(value));
  return value;
}

export interface FilterChip {
  field: SearchFilterField;
  value: string;
  label: string;
}

/** One chip per chosen value, classes first, in the order of the filter bar. */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = filters.classes.map((id) => ({
    field: 'TM_NCL',
    value: String(id),
    label: `${SEARCH_FILTER_LABELS.TM_NCL}：${formatClassCode(id)}`,
  }));
  for (const [field, value] of Object.entries(filters.values) as [SingleFilterField, string][]) {
    chips.push({
      field,
      value,
      label: `${SEARCH_FILTER_LABELS[field]}：${filterValueLabel(field, value)}`,
    });
  }
  return chips;
}

export function removeChip(filters: SearchFilters, chip: FilterChip): SearchFilters {
  if (chip.field === 'TM_NCL') {
    return { ...filters, classes: filters.classes.filter((id) => String(id) !== chip.value) };
  }
  return setSingleFilter(filters, chip.field, null);
}

/** The filters as search-query fields (spec 1 §3). */
export function filterQuery(filters: SearchFilters): Partial<SearchQueryInput> {
  const { TM_STATUS, TM_APP_YEAR, ...texts } = filters.values;
  return {
    ...(filters.classes.length > 0 && { TM_NCL: filters.classes }),
    ...(TM_STATUS !== undefined && { TM_STATUS: Number(TM_STATUS) }),
    ...(TM_APP_YEAR !== undefined && { TM_APP_YEAR: Number(TM_APP_YEAR) }),
    ...texts,
  };
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

// Classes and statuses read best in code order, years newest first, names by frequency.
const byNumber = (a: FacetOption, b: FacetOption) => Number(a.value) - Number(b.value);
const ORDER: Partial<Record<SearchFilterField, (a: FacetOption, b: FacetOption) => number>> = {
  TM_NCL: byNumber,
  TM_STATUS: byNumber,
  TM_APP_YEAR: (a, b) => byNumber(b, a),
};

/** A facet's values with their counts, ready for the filter bar. */
export function facetOptions(
  field: SearchFilterField,
  counts: Record<string, number> | undefined,
): FacetOption[] {
  const options = Object.entries(counts ?? {})
    .filter(([value]) => value !== '')
    .map(([value, count]) => ({ value, label: filterValueLabel(field, value), count }));
  return options.sort(ORDER[field] ?? ((a, b) => b.count - a.count));
}
