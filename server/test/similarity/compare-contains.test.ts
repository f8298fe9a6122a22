import { compareNames } from '../../src/similarity';
import { retrieved, scoreOf } from './helpers';

describe('compareNames: one name inside the other', () => {
  it('scores an earlier mark plus descriptive words ~75 (包含在先商标)', () => {
    for (const candidate of ['华为科技', '华为手机', '华为电子有限公司', '中国华为'])
      expect(compareNames('华为', candidate)).toMatchObject({
        score: 75,
        grade: '近似',
        reasons: ['包含在先商标'],
      });
    expect(compareNames('华为', '华为电子有限公司')?.highlight).toEqual([0, 1]);
  });

  it('scores other added words lower (~55)', () => {
    expect(compareNames('天鹅', '小天鹅')).toMatchObject({ score: 55, reasons: ['包含在先商标'] });
    expect(compareNames('天鹅', '小天鹅')?.highlight).toEqual([1, 2]);
  });

  it('calls the candidate inside the query 被包含, and skips a bare descriptive candidate', () => {
    expect(compareNames('华为科技', '华为')).toMatchObject({ score: 75, reasons: ['被包含'] });
    expect(compareNames('华为科技', '科技')).toBeNull();
    expect(compareNames('科技', '华为科技')).toBeNull();
  });

  it('weighs a single character or a word inside another word lightly', () => {
    expect(compareNames('华', '华为')).toBeNull();
    expect(scoreOf('ANTA', 'ANTA SPORTS')).toBe(75);
    expect(scoreOf('ANTA', 'ZANTARA')).toBeLessThan(50);
  });

  it('finds near copies inside longer names, scaled down', () => {
    const match = compareNames('华为', '骅为科技');
    expect(match?.reasons).toEqual(['包含在先商标', '读音相同', '字形近似']);
    expect(match!.score).toBeGreaterThanOrEqual(60);
    expect(match!.score).toBeLessThan(scoreOf('华为', '华为科技'));
    expect(compareNames('LUMORA', 'LUMARA PRO')?.reasons).toContain('字母增减/替换');
  });

  it('compares what is left when both names carry descriptive words', () => {
    expect(compareNames('华为科技', '华为电子')?.score).toBe(90);
    expect(compareNames('华为科技', '小米科技')).toBeNull();
  });

  it('retrieves the candidate inside the query through the keys (the query is longer)', () => {
    expect(retrieved('华为科技', '华为')).toBe(true);
    expect(retrieved('华为电子有限公司', '华为')).toBe(true);
    expect(retrieved('骅为科技', '华为')).toBe(true);
  });
});
