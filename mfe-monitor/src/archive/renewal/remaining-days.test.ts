import { readRemaining, remainingText, ringShare } from './remaining-days';

it('reads TM_REMAINING_DAYS and says it in words', () => {
  expect(remainingText(readRemaining('XZ_120')!)).toBe('续展剩余120天');
  expect(remainingText(readRemaining('XZ_0')!)).toBe('续展剩余0天');
  expect(remainingText(readRemaining('KZ_30')!)).toBe('宽展剩余30天');
  expect(remainingText(readRemaining('KZ_-3')!)).toBe('宽展期已过3天');
  expect(readRemaining('soon')).toBeNull();
  expect(readRemaining('XZ_')).toBeNull();
});

it('fills the ring days/365 in the renewal window and days/180 in grace', () => {
  expect(ringShare(readRemaining('XZ_365')!)).toBe(1);
  expect(ringShare(readRemaining('XZ_73')!)).toBeCloseTo(0.2);
  expect(ringShare(readRemaining('XZ_800')!)).toBe(1);
  expect(ringShare(readRemaining('KZ_90')!)).toBe(0.5);
  expect(ringShare(readRemaining('KZ_-3')!)).toBe(0);
});

it('a mark whose window has not opened says so instead of offering renewal', () => {
  const notYet = readRemaining('XZ_1216', 0)!;
  expect(notYet.kind).toBe('notYet');
  expect(remainingText(notYet)).toBe('未到续展期（1216天后到期）');
  expect(ringShare(notYet)).toBe(1);
  expect(readRemaining('XZ_300', 1)!.kind).toBe('renewal');
});
