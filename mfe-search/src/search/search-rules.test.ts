import { searchMessages } from 'shared-api';
import { canImageSearch, isKeywordTooLong, searchProblem } from './search-rules';
import { emptyForm, type SearchForm } from './types';

const member = (memberLevelId: number | null) => ({ loggedIn: true, memberLevelId });
const visitor = { loggedIn: false, memberLevelId: null };
const form = (change: Partial<SearchForm>): SearchForm => ({ ...emptyForm(), ...change });

describe('isKeywordTooLong (spec 1 §5: 5 Chinese characters or 10 letters)', () => {
  it.each([
    ['华为技术公', false],
    ['华为技术公司', true],
    ['abcdefghij', false],
    ['abcdefghijk', true],
    ['华为HUAWEI', false],
    ['华为技术HUA', true],
    ['  华 为 技 术 公  ', false],
  ])('%s → %s', (keyword, tooLong) => {
    expect(isKeywordTooLong(keyword)).toBe(tooLong);
  });
});

test('image search needs a logged-in level other than 1 and 5', () => {
  expect(canImageSearch(visitor)).toBe(false);
  expect(canImageSearch(member(1))).toBe(false);
  expect(canImageSearch(member(5))).toBe(false);
  expect(canImageSearch(member(null))).toBe(false);
  for (const level of [2, 3, 4, 6]) expect(canImageSearch(member(level))).toBe(true);
});

describe('searchProblem', () => {
  it('an empty keyword stops every text mode', () => {
    for (const mode of [0, 1, 2, 3, 4, 6] as const) {
      expect(searchProblem(form({ mode, keyword: '  ' }), member(3))).toBe(
        searchMessages.emptyKeyword,
      );
    }
  });

  it('mode 6 needs a class once it has a keyword', () => {
    expect(searchProblem(form({ mode: 6, keyword: '华为' }), visitor)).toBe(
      searchMessages.noGoodsClass,
    );
    const goods = [{ code: '0901', name: null }];
    expect(searchProblem(form({ mode: 6, keyword: '华为', goods }), visitor)).toBeNull();
  });

  it('mode 5 needs the right level, then an image; the keyword does not matter', () => {
    expect(searchProblem(form({ mode: 5 }), visitor)).toBe(searchMessages.upgradeVip);
    expect(searchProblem(form({ mode: 5 }), member(1))).toBe(searchMessages.upgradeVip);
    expect(searchProblem(form({ mode: 5 }), member(2))).toBe(searchMessages.noImage);
    const image = { absolutePath: '/p/1', name: 'a.jpg' };
    expect(searchProblem(form({ mode: 5, image }), member(2))).toBeNull();
  });
});
