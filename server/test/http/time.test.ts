import { formatShanghai, parseShanghai, shanghaiDayStart } from '../../src/http/time';

describe('Asia/Shanghai times', () => {
  it('formats as YYYY-MM-DD HH:mm:ss at UTC+8', () => {
    expect(formatShanghai(new Date('2025-03-01T02:03:04.999Z'))).toBe('2025-03-01 10:03:04');
    expect(formatShanghai(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01 00:00:00');
  });

  it('finds local midnight, which is 16:00 UTC the day before', () => {
    expect(shanghaiDayStart(new Date('2025-03-01T02:00:00Z')).toISOString()).toBe(
      '2025-02-28T16:00:00.000Z',
    );
    expect(shanghaiDayStart(new Date('2025-03-01T15:59:59Z')).toISOString()).toBe(
      '2025-02-28T16:00:00.000Z',
    );
    expect(shanghaiDayStart(new Date('2025-03-01T16:00:00Z')).toISOString()).toBe(
      '2025-03-01T16:00:00.000Z',
    );
  });

  it('parses real times from 1900 on, and nothing PostgreSQL would refuse (issue 11)', () => {
    expect(parseShanghai('2025-03-01 10:03:04')?.toISOString()).toBe('2025-03-01T02:03:04.000Z');
    expect(parseShanghai('9999-12-31 23:59:59')).not.toBeNull();
    for (const text of ['0001-01-01 00:00:00', '1899-12-31 23:59:59', '2025-02-30 00:00:00']) {
      expect(parseShanghai(text)).toBeNull();
    }
  });
});
