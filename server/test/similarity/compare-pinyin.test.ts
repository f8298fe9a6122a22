import { compareNames } from '../../src/similarity';
import { retrieved } from './helpers';

describe('compareNames: Chinese and pinyin', () => {
  it('matches Chinese against its own pinyin (中文与拼音对应) in either direction', () => {
    for (const [query, candidate] of [
      ['华为', 'HUAWEI'],
      ['华为', 'huawei'],
      ['XIAOMI', '小米'],
      ['长城', 'CHANGCHENG'],
    ]) {
      expect(compareNames(query!, candidate!)).toMatchObject({
        score: 85,
        grade: '高度近似',
        reasons: ['中文与拼音对应'],
      });
      expect(retrieved(query!, candidate!)).toBe(true);
    }
    expect(compareNames('华为', 'HUAWEI')?.highlight).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('matches a near spelling of the sound lower', () => {
    expect(compareNames('长城', 'CHANGCHEN')).toMatchObject({
      score: 76,
      reasons: ['中文与拼音对应', '读音近似'],
    });
  });

  it('treats a name with its own pinyin added as the name (华为HUAWEI)', () => {
    expect(compareNames('华为', '华为 HUAWEI')).toMatchObject({
      score: 95,
      reasons: ['文字相同', '中文与拼音对应'],
    });
    expect(compareNames('华为HUAWEI', '华为')?.score).toBe(95);
    expect(compareNames('华为HUAWEI', '骅为')?.reasons).toEqual(['读音相同', '字形近似']);
  });

  it('does not pair Chinese with pinyin of another name', () => {
    expect(compareNames('华为', 'XIAOMI')).toBeNull();
    expect(compareNames('小米', 'HUAWEI')).toBeNull();
    expect(compareNames('华为', 'APPLE')).toBeNull();
  });

  it('reads a pinyin name against a Chinese one with descriptive words', () => {
    expect(compareNames('HUAWEI', '华为技术有限公司')?.reasons).toEqual([
      '中文与拼音对应',
      '包含在先商标',
    ]);
    expect(retrieved('HUAWEI', '华为技术有限公司')).toBe(true);
  });
});
