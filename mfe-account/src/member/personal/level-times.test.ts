import { formatLevelEnd, formatLevelStart } from './level-times';

describe('level times', () => {
  it.each([
    ['9999-12-31 23:59:59', '永久'],
    ['2026-05-01 12:00:00', '2026-05-01 12:00:00'],
    [null, '—'],
    ['', '—'],
  ])('end %p reads %p', (end, text) => {
    expect(formatLevelEnd(end)).toBe(text);
  });

  it('a missing start is a dash', () => {
    expect(formatLevelStart(null)).toBe('—');
    expect(formatLevelStart('2026-01-01 00:00:00')).toBe('2026-01-01 00:00:00');
  });
});
