import { markSimilarityKeys, querySimilarityKeys } from '../../src/similarity';
import { MAX_MARK_KEYS } from '../../src/similarity/keys';
import { keysMeet } from './helpers';

describe('markSimilarityKeys', () => {
  it('stores a short Chinese name in a handful of keys', () => {
    expect(markSimilarityKeys('华为')).toEqual(['n:华为', 's:为华', 'p:huawei']);
    expect(markSimilarityKeys('康师傅')).toEqual([
      'n:康师傅',
      's:傅师康',
      'p:kangsifu',
      'w:*师傅',
      'w:康*傅',
      'w:康师*',
    ]);
  });

  it('adds the distinctive part and the script parts', () => {
    const keys = markSimilarityKeys('华为技术有限公司');
    expect(keys).toEqual(expect.arrayContaining(['n:华为', 'p:huawei']));
    expect(markSimilarityKeys('华为 HUAWEI')).toEqual(
      expect.arrayContaining(['n:华为huawei', 'n:华为', 'n:huawei', 'p:huawei']),
    );
  });

  it('gives Latin names a sound key and a one-deletion neighbourhood of their look', () => {
    const keys = markSimilarityKeys('LUMORA');
    expect(keys).toEqual(expect.arrayContaining(['n:lumora', 'm:lumora', 'd:lumora', 'd:luora']));
    expect(markSimilarityKeys('SUN').filter((k) => k.startsWith('d:'))).toEqual(['d:sun']);
  });

  it('stays within the budget for long names and returns distinct keys', () => {
    for (const name of [
      '北京华为数字技术股份有限公司上海分公司',
      'INTERNATIONAL BUSINESS MACHINES CORPORATION',
      '金彩虹GOLDEN RAINBOW HOLDINGS',
    ]) {
      const keys = markSimilarityKeys(name);
      expect(keys.length).toBeLessThanOrEqual(MAX_MARK_KEYS);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(markSimilarityKeys('')).toEqual([]);
    expect(markSimilarityKeys('®™')).toEqual([]);
  });
});

describe('querySimilarityKeys', () => {
  it('adds look-alike swaps for short names and the parts of longer ones', () => {
    expect(querySimilarityKeys('帅')).toContain('n:师');
    const keys = querySimilarityKeys('华为科技');
    expect(keys).toEqual(expect.arrayContaining(['n:华为', 'n:为科']));
    // a bare descriptive word is not worth a key
    expect(keys).not.toContain('n:科技');
  });

  it('meets the marks each rule calls similar', () => {
    expect(keysMeet('康师傅', '康帅傅')).toBe(true); // w:
    expect(keysMeet('鸟巢', '乌巢')).toBe(true); // look-alike swap
    expect(keysMeet('为华', '华为')).toBe(true); // s:
    expect(keysMeet('星巴克', '星巴客')).toBe(true); // p:
    expect(keysMeet('HUAWEI', '华为')).toBe(true); // p: from Latin
    expect(keysMeet('APPLE', 'APPEL')).toBe(true); // d:
    expect(keysMeet('PHONE', 'FONE')).toBe(true); // m:
  });

  it('does not meet unrelated marks', () => {
    expect(keysMeet('华为', '华美')).toBe(false);
    expect(keysMeet('康师傅', '统一')).toBe(false);
    expect(keysMeet('APPLE', 'ORANGE')).toBe(false);
  });

  it('keeps the query keys to a few hundred at most', () => {
    expect(querySimilarityKeys('康师傅方便面').length).toBeLessThan(300);
    expect(querySimilarityKeys('LUMORAPROMAX').length).toBeLessThan(300);
  });
});
