import { classCountName, type ClassCounts } from 'shared-api';
import { classCountsCsv, classCountsFileName } from './class-counts-csv';
import { buildPercent, formatCount } from './format-count';

const counts: ClassCounts = {
  list: [
    { id: 1200, name: classCountName(1, '化学原料') },
    { id: 0, name: classCountName(2, '颜料油漆') },
  ],
  total: 1200,
  updatedAt: '2025-03-05',
  updatedMonth: 3,
  building: null,
};

test('the CSV has a BOM, a header, one line per class and the total', () => {
  expect(classCountsCsv(counts)).toBe(
    '\uFEFF类别,名称,商标数量\r\n01,化学原料,1200\r\n02,颜料油漆,0\r\n合计,,1200\r\n',
  );
  expect(classCountsFileName(counts)).toBe('商标类别统计-2025-03-05.csv');
});

test('counts get thousands separators; build percent is whole and capped', () => {
  expect(formatCount(1234567)).toBe('1,234,567');
  expect(buildPercent(999, 1000)).toBe(99);
  expect(buildPercent(1000, 1000)).toBe(100);
  expect(buildPercent(5, 0)).toBe(0);
});
