import { searchMessages } from 'shared-api';
import {
  facetOptions,
  filterChips,
  filterQuery,
  NO_FILTERS,
  removeChip,
  setSingleFilter,
  toggleClass,
} from './filters';

test('a single-choice filter replaces its value; null removes it', () => {
  const once = setSingleFilter(NO_FILTERS, 'TM_STATUS', '1');
  const twice = setSingleFilter(once, 'TM_STATUS', '2');
  expect(twice.values).toEqual({ TM_STATUS: '2' });
  expect(setSingleFilter(twice, 'TM_STATUS', null).values).toEqual({});
});

test('the class draft takes at most 5 classes and unticks freely', () => {
  let draft: number[] = [];
  for (const id of [35, 9, 42, 1, 25]) draft = toggleClass(draft, id)!;
  expect(draft).toEqual([1, 9, 25, 35, 42]);
  expect(toggleClass(draft, 3)).toBeNull();
  expect(toggleClass(draft, 9)).toEqual([1, 25, 35, 42]);
  expect(searchMessages.tooManyClasses).toBe('国际分类只能选择5个类别');
});

test('chips name each chosen value; removing one keeps the others', () => {
  const filters = { classes: [9, 35], values: { TM_STATUS: '2', TM_APP_YEAR: '2020' } };
  const chips = filterChips(filters);
  expect(chips.map((chip) => chip.label)).toEqual([
    '国际分类：09',
    '国际分类：35',
    '商标状态：已注册',
    '申请年份：2020',
  ]);
  expect(removeChip(filters, chips[0]!)).toEqual({ ...filters, classes: [35] });
  expect(removeChip(filters, chips[2]!)).toEqual({
    classes: [9, 35],
    values: { TM_APP_YEAR: '2020' },
  });
});

test('filters become the query fields, numbers where the contract has numbers', () => {
  expect(filterQuery(NO_FILTERS)).toEqual({});
  expect(
    filterQuery({
      classes: [9],
      values: { TM_STATUS: '3', TM_APP_YEAR: '2019', TM_HOLDER_CN: '华为', TM_AREA: '广东省' },
    }),
  ).toEqual({
    TM_NCL: [9],
    TM_STATUS: 3,
    TM_APP_YEAR: 2019,
    TM_HOLDER_CN: '华为',
    TM_AREA: '广东省',
  });
});

test('facet options: classes as two digits in order, statuses by name, years newest first', () => {
  expect(facetOptions('TM_NCL', { '35': 4, '9': 10 })).toEqual([
    { value: '9', label: '09', count: 10 },
    { value: '35', label: '35', count: 4 },
  ]);
  expect(facetOptions('TM_STATUS', { '2': 5, '0': 1, '7': 1 }).map((o) => o.label)).toEqual([
    '未公告',
    '已注册',
    '未知',
  ]);
  expect(facetOptions('TM_APP_YEAR', { '2018': 1, '2021': 1 }).map((o) => o.value)).toEqual([
    '2021',
    '2018',
  ]);
  expect(facetOptions('TM_HOLDER_CN', { 甲: 1, 乙: 7, '': 3 }).map((o) => o.value)).toEqual([
    '乙',
    '甲',
  ]);
  expect(facetOptions('TM_AREA', undefined)).toEqual([]);
});
