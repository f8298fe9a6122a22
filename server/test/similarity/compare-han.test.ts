import { compareNames } from '../../src/similarity';
import { retrieved, reasonsOf, scoreOf } from './helpers';

describe('compareNames: Chinese names', () => {
  it('calls names equal after normalization 相同, telling script forms from the same text', () => {
    expect(compareNames('华为', '華為')).toEqual({
      score: 100,
      grade: '相同',
      reasons: ['繁简/字体不同'],
      highlight: [0, 1],
    });
    expect(reasonsOf('华为', '华 为')).toEqual(['文字相同']);
    expect(scoreOf('华为', '华美')).toBe(0);
  });

  it('scores reordered characters 90 (字序调换), not other anagram-free pairs', () => {
    expect(compareNames('华为', '为华')).toMatchObject({ score: 90, reasons: ['字序调换'] });
    expect(compareNames('康师傅', '师傅康')?.score).toBe(90);
    expect(reasonsOf('华为', '华伟')).not.toContain('字序调换');
  });

  it('finds the same sound (读音相同) and ranks it below sound plus shape', () => {
    const soundOnly = compareNames('星巴克', '星巴客');
    expect(soundOnly?.reasons).toEqual(['读音相同']);
    expect(soundOnly?.score).toBeGreaterThanOrEqual(70);
    const soundAndShape = compareNames('娃哈哈', '哇哈哈');
    expect(soundAndShape?.reasons).toEqual(['读音相同', '字形近似']);
    expect(soundAndShape?.score).toBeGreaterThanOrEqual(90);
    expect(soundAndShape!.score).toBeGreaterThan(soundOnly!.score);
    expect(scoreOf('星巴克', '星光克')).toBeLessThan(soundOnly!.score);
  });

  it('finds near sounds (zh/z, n/l, in/ing, en/eng) as 读音近似, below the same sound', () => {
    for (const [query, candidate] of [
      ['中华', '宗华'],
      ['南方', '兰方'],
      ['金龙', '京龙'],
      ['真功夫', '争功夫'],
    ]) {
      expect(reasonsOf(query!, candidate!)).toContain('读音近似');
      expect(scoreOf(query!, candidate!)).toBeLessThan(scoreOf('长城', '常城'));
    }
    expect(scoreOf('中华', '东华')).toBe(0);
  });

  it('finds look-alike characters (字形近似) around 80', () => {
    for (const [query, candidate] of [
      ['康师傅', '康帅傅'],
      ['鸟巢', '乌巢'],
      ['雪花', '雷花'],
      ['未来', '末来'],
    ]) {
      expect(reasonsOf(query!, candidate!)).toEqual(['字形近似']);
      expect(scoreOf(query!, candidate!)).toBeGreaterThanOrEqual(74);
      expect(scoreOf(query!, candidate!)).toBeLessThan(85);
    }
    expect(scoreOf('江南', '油南')).toBe(0);
  });

  it('takes one different character of three or more (一字之差), weaker at the first', () => {
    expect(compareNames('王老吉', '王老菊')).toMatchObject({ score: 65, reasons: ['一字之差'] });
    expect(compareNames('王老吉', '王老菊')?.highlight).toEqual([0, 1]);
    expect(scoreOf('金彩虹', '银彩虹')).toBeLessThan(50);
    // two characters with one different is not a rule: 华为 / 华美
    expect(compareNames('华为', '华美')).toBeNull();
    expect(compareNames('王老吉', '王小菊')).toBeNull();
  });

  it('retrieves every one of these through the keys', () => {
    for (const [query, candidate] of [
      ['华为', '華為'],
      ['华为', '为华'],
      ['星巴克', '星巴客'],
      ['中华', '宗华'],
      ['鸟巢', '乌巢'],
      ['康宁', '唐宁'],
      ['王老吉', '王老菊'],
    ])
      expect(retrieved(query!, candidate!)).toBe(true);
  });
});
