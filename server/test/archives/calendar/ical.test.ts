import { escapeText, foldLine, nextDay, writeCalendar } from '../../../src/archives/calendar/ical';
import { parseCalendar } from './parse-ical';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('TEXT escaping (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks, drops other control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('一\r\n二\n三\r四')).toBe('一\\n二\\n三\\n四');
    expect(escapeText('x\u0000y\u0007z\u007f\tw')).toBe('xyz\tw');
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('never splits a Chinese character or an emoji, and no line exceeds 75 octets', () => {
    const line = `SUMMARY:${'续展截止商标名称'.repeat(20)}😀末尾`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const [i, part] of lines.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      // each physical line is valid UTF-8 on its own: no character cut in half
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('fills lines as far as whole characters allow (3-octet characters: 24 after a 3-octet head)', () => {
    const folded = foldLine(`X:${'商'.repeat(100)}`).split('\r\n');
    // 'X:' is 2 octets + 24 × 3 = 74; a 25th would make 77
    expect(octets(folded[0]!)).toBe(74);
    // a continuation: 1 space + 24 × 3 = 73 (a 25th would make 76)
    expect(octets(folded[1]!)).toBe(73);
  });
});

describe('writeCalendar', () => {
  const now = new Date('2025-06-01T02:03:04Z');
  const text = writeCalendar(
    { productId: '-//商标云查//测试//ZH', name: '测试日历', description: '说明', refresh: 'PT12H' },
    [
      {
        uid: 'renewal-1@test',
        day: '2025-12-31',
        summary: '续展截止：甲；乙，丙\\丁',
        description: `第一行\n第二行${'很长的说明文字'.repeat(10)}`,
        url: 'https://example.test/search/tmd?detailId=30000001_30',
        categories: '商标续展',
      },
    ],
    now,
  );

  it('is CRLF throughout, folded, and parses back to what was written', () => {
    const parsed = parseCalendar(text);
    expect(parsed.rawLines.every((line) => octets(line) <= 75)).toBe(true);
    expect(parsed.head).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//商标云查//测试//ZH',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': '测试日历',
      'REFRESH-INTERVAL;VALUE=DURATION': 'PT12H',
    });
    expect(parsed.events).toEqual([
      {
        UID: 'renewal-1@test',
        DTSTAMP: '20250601T020304Z',
        'DTSTART;VALUE=DATE': '20251231',
        // all-day: the end is the next day, exclusive (across a year boundary here)
        'DTEND;VALUE=DATE': '20260101',
        SUMMARY: '续展截止：甲；乙，丙\\丁',
        DESCRIPTION: `第一行\n第二行${'很长的说明文字'.repeat(10)}`,
        URL: 'https://example.test/search/tmd?detailId=30000001_30',
        CATEGORIES: '商标续展',
        TRANSP: 'TRANSPARENT',
      },
    ]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('day arithmetic: month ends and leap days', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-02-28')).toBe('2025-03-01');
  });
});
