import { byteaHex, copyLine, textArray } from '../../src/register/copy-text';
import { issueDate, issueOnOrBefore } from '../../src/register/gazette-calendar';
import { ImageCache } from '../../src/register/image-cache';
import { sniffImageType } from '../../src/register/read-image';
import { ONE_PIXEL_PNG } from './fixtures';

describe('gazette calendar', () => {
  it('puts 48 issues a year on the 6th, 13th, 20th and 27th', () => {
    expect(issueDate(1999)).toBe('2026-12-27');
    expect(issueDate(1998)).toBe('2026-12-20');
    expect(issueDate(1996)).toBe('2026-12-06');
    expect(issueDate(1995)).toBe('2026-11-27');
    expect(issueOnOrBefore('2025-12-31') - issueOnOrBefore('2024-12-31')).toBe(48);
  });

  it('numbers 2026 in the 1900s and issue 1410 in 2014', () => {
    expect(issueOnOrBefore('2026-01-06')).toBeGreaterThanOrEqual(1900);
    expect(issueOnOrBefore('2026-12-31')).toBeLessThan(2000);
    expect(issueDate(1410).slice(0, 4)).toBe('2014');
  });

  it('finds the latest issue on or before a day', () => {
    expect(issueOnOrBefore('2026-11-27')).toBe(1995);
    expect(issueOnOrBefore('2026-11-26')).toBe(1994);
    expect(issueOnOrBefore('2026-12-05')).toBe(1995);
    expect(issueOnOrBefore('2026-11-13')).toBe(1993);
  });
});

describe('COPY text rows', () => {
  it('separates by tabs, writes NULL as \\N and escapes only what COPY reads specially', () => {
    expect(copyLine(['a,"b"', null, 3, '', undefined])).toBe('a,"b"\t\\N\t3\t\t\\N\n');
    expect(copyLine(['x\ty\nz\\'])).toBe('x\\ty\\nz\\\\\n');
    expect(byteaHex(Buffer.from([0, 255]))).toBe('\\x00ff');
  });

  it('quotes every text[] element', () => {
    expect(textArray(['甲, "乙"', 'a\\b'])).toBe('{"甲, \\"乙\\"","a\\\\b"}');
    expect(textArray([])).toBe('{}');
  });
});

describe('image type', () => {
  it('reads the type from the bytes', () => {
    expect(sniffImageType(ONE_PIXEL_PNG)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBe('image/svg+xml');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('image cache', () => {
  it('keeps images until its byte budget is spent', () => {
    const cache = new ImageCache(6);
    const image = (n: number) => ({ mime: 'image/png' as const, bytes: Buffer.alloc(n) });
    cache.keep('/a.png', image(4));
    cache.keep('/b.png', image(4)); // 8 > 6: not kept
    cache.keep('/c.png', image(2));
    expect(cache.get('/a.png')?.bytes.length).toBe(4);
    expect(cache.get('/b.png')).toBeUndefined();
    expect(cache.get('/c.png')?.bytes.length).toBe(2);
  });
});
