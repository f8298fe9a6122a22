import { compareNames } from '../../src/similarity';
import { retrieved, reasonsOf, scoreOf } from './helpers';

describe('compareNames: Latin names', () => {
  it('calls case and width differences 文字相同', () => {
    expect(compareNames('Haier', 'HAIER')).toMatchObject({ score: 100, reasons: ['文字相同'] });
    expect(compareNames('LUMORA', 'ＬＵＭＯＲＡ')?.score).toBe(100);
  });

  it('finds look-alike letters (字母形近)', () => {
    for (const [query, candidate] of [
      ['microsoft', 'rnicrosoft'],
      ['OPPO', '0PP0'],
      ['HUAWEI', 'HUAVVEI'],
      ['NOKIA', 'NOKlA'],
      ['SAMSUNG', 'SAM5UNG'],
    ]) {
      expect(compareNames(query!, candidate!)).toMatchObject({ score: 88, reasons: ['字母形近'] });
      expect(retrieved(query!, candidate!)).toBe(true);
    }
    expect(reasonsOf('SONY', 'TONY')).not.toContain('字母形近');
    expect(reasonsOf('MODERN', 'MOTHER')).toEqual([]);
  });

  it('finds one letter added, dropped, changed or swapped in words of four or more', () => {
    for (const [query, candidate] of [
      ['LUMORA', 'LUMARA'],
      ['APPLE', 'APPEL'],
      ['TIGER', 'TIGERS'],
      ['GOOGLE', 'GOGLE'],
    ]) {
      expect(reasonsOf(query!, candidate!)).toEqual(['字母增减/替换']);
      expect(retrieved(query!, candidate!)).toBe(true);
    }
    expect(scoreOf('LUMORA', 'LUMARA')).toBeGreaterThan(scoreOf('ANTA', 'ANRA'));
    expect(compareNames('LUMORA', 'LUMARA')?.highlight).toEqual([0, 1, 2, 4, 5]);
  });

  it('does not take one-letter edits of short words, and weakens a different first letter', () => {
    expect(compareNames('SUN', 'SON')).toBeNull();
    expect(compareNames('SUN', 'RUN')).toBeNull();
    expect(scoreOf('LUMORA', 'HUMORA')).toBeLessThan(60);
    expect(compareNames('PANDA', 'PRADA')).toBeNull();
  });

  it('finds the same sound spelled differently (读音近似)', () => {
    for (const [query, candidate] of [
      ['quick', 'kwik'],
      ['PHONE', 'FONE'],
      ['XEROX', 'ZEROX'],
      ['LUCKY', 'LUCKEE'],
    ]) {
      expect(compareNames(query!, candidate!)).toMatchObject({ score: 80, reasons: ['读音近似'] });
      expect(retrieved(query!, candidate!)).toBe(true);
    }
    expect(compareNames('NOKIA', 'NIKON')).toBeNull();
  });
});
