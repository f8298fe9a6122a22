import { TM_STATUS_LABELS, tmStatusLabel } from './search';

it('labels TM_STATUS as spec 2 §3 words it, in one table for every screen and export', () => {
  expect(TM_STATUS_LABELS).toEqual({ 0: '未公告', 1: '已初审', 2: '已注册', 3: '已无效' });
  expect(tmStatusLabel(1)).toBe('已初审');
  expect(tmStatusLabel(3)).toBe('已无效');
  expect(tmStatusLabel(7)).toBe('未知');
});
