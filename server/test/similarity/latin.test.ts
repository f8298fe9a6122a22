import { editDistance } from '../../src/similarity/edit-distance';
import { lookalikeSkeleton, phoneticKey } from '../../src/similarity/latin';

describe('lookalikeSkeleton', () => {
  it.each([
    ['nokia', 'nokla'],
    ['rnicrosoft', 'microsoft'],
    ['huavvei', 'huawei'],
    ['0pp0', 'oppo'],
    ['sam5ung', 'samsung'],
    ['8oss', 'boss'],
    ['doud', 'cloud'],
  ])('%s looks like %s', (a, b) => {
    expect(lookalikeSkeleton(a)).toBe(lookalikeSkeleton(b));
  });

  it('keeps letters that do not look alike apart', () => {
    expect(lookalikeSkeleton('panda')).not.toBe(lookalikeSkeleton('prada'));
    expect(lookalikeSkeleton('sony')).not.toBe(lookalikeSkeleton('tony'));
  });
});

describe('phoneticKey', () => {
  it.each([
    ['quick', 'kwik'],
    ['phone', 'fone'],
    ['cool', 'kool'],
    ['xerox', 'zerox'],
    ['nike', 'nyke'],
    ['lucky', 'luckee'],
    ['sonny', 'sony'],
    ['thomas', 'tomas'],
  ])('%s sounds like %s', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
  });

  it('keeps different sounds apart', () => {
    expect(phoneticKey('nokia')).not.toBe(phoneticKey('nikon'));
    expect(phoneticKey('gucci')).not.toBe(phoneticKey('guess'));
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('apple', 'appel')).toBe(1);
    expect(editDistance('lumora', 'lumara')).toBe(1);
    expect(editDistance('panda', 'pandas')).toBe(1);
    expect(editDistance('panda', 'prada')).toBe(2);
  });

  it('stops past the limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});
