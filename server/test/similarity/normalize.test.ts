import { normalizeName } from '../../src/similarity';
import { normalizeWithPositions } from '../../src/similarity/normalize';

describe('normalizeName', () => {
  it.each([
    ['華為', '华为'],
    ['華為 HUAWEI', '华为huawei'],
    ['ＡＢＣ１２３', 'abc123'],
    ['康师傅®', '康师傅'],
    ['华为™', '华为'],
    ['Café Latte', 'cafelatte'],
    ['华为•科技（中国）有限公司', '华为科技中国有限公司'],
    ['⼀⼆', '一二'],
    ['臺灣 裡', '台湾里'],
  ])('%s → %s', (name, expected) => {
    expect(normalizeName(name)).toBe(expected);
  });

  it('keeps phrases OpenCC knows (乾隆 is not 干隆)', () => {
    expect(normalizeName('乾隆')).toBe('乾隆');
    expect(normalizeName('乾淨')).toBe('干净');
  });

  it('drops everything that is not Han, a Latin letter or a digit', () => {
    expect(normalizeName(' 　!?，。·—*&%$#@ ')).toBe('');
    expect(normalizeName('さくら')).toBe('');
  });

  it('maps each kept character back to its place in the original', () => {
    expect(normalizeWithPositions('華 為·HW')).toEqual({ text: '华为hw', positions: [0, 2, 4, 5] });
    // One original character may give several (ﬁ → f, i): both point at it.
    expect(normalizeWithPositions('ﬁne').positions).toEqual([0, 0, 1, 2]);
  });
});
