import { fuzzySyllable, parsePinyin, readingsOf } from '../../src/similarity/pinyin';

describe('readingsOf', () => {
  it('reads a character in the context of its name', () => {
    expect(readingsOf('长城').map((r) => r.plain)).toEqual(['chang', 'cheng']);
    expect(readingsOf('行长').map((r) => r.plain)).toEqual(['hang', 'zhang']);
    expect(readingsOf('重庆').map((r) => r.plain)).toEqual(['chong', 'qing']);
  });

  it('gives tones and the fuzzy form beside the toneless one', () => {
    expect(readingsOf('星')[0]).toEqual({ toned: 'xing1', plain: 'xing', fuzzy: 'xin' });
  });

  it('lets a character without a reading stand for itself', () => {
    expect(readingsOf('𠀀')[0]?.plain).toBe('𠀀');
  });
});

describe('fuzzySyllable', () => {
  it.each([
    ['zhang', 'zang'],
    ['chen', 'cen'],
    ['shi', 'si'],
    ['nan', 'lan'],
    ['ling', 'lin'],
    ['feng', 'fen'],
    ['lv', 'lu'],
  ])('merges the near sound %s → %s', (syllable, fuzzy) => {
    expect(fuzzySyllable(syllable)).toBe(fuzzy);
  });

  it('keeps what is not a near sound', () => {
    expect(fuzzySyllable('zhong')).toBe('zong');
    expect(fuzzySyllable('gong')).toBe('gong');
    expect(fuzzySyllable('hua')).toBe('hua');
  });
});

describe('parsePinyin', () => {
  it('splits a Latin word into as few syllables as spell it', () => {
    expect(parsePinyin('huawei')).toEqual(['hua', 'wei']);
    expect(parsePinyin('xian')).toEqual(['xian']);
    expect(parsePinyin('zhongguo')).toEqual(['zhong', 'guo']);
  });

  it('says null for words that are not pinyin', () => {
    expect(parsePinyin('apple')).toBeNull();
    expect(parsePinyin('lumora')).toBeNull();
    expect(parsePinyin('abc1')).toBeNull();
  });
});
