import { ALL_CLASSES, classesOfGroups, searchQuery } from './search-query';
import { NO_FILTERS } from './filters';
import { readSearchUrl, searchUrl } from './search-url';

const read = (query: string) => readSearchUrl(new URLSearchParams(query));

describe('the address of a search', () => {
  it('round-trips each mode', () => {
    const searches = [
      { mode: 0, keyword: '华为 终端', imgpath: null, goods: [] },
      { mode: 5, keyword: '', imgpath: '/shebiao/picture/upload/ab', goods: [] },
      { mode: 6, keyword: '华为', imgpath: null, goods: ['0901', '3501'] },
    ] as const;
    for (const search of searches) {
      const url = searchUrl({ ...search, goods: [...search.goods] });
      expect(url.startsWith('/search/searchinfo?searchtype=')).toBe(true);
      expect(read(url.split('?')[1]!).search).toEqual(search);
    }
  });

  it('with ref=news only the search type is taken', () => {
    expect(read('searchtype=3&key=华为&ref=news')).toEqual({
      form: { mode: 3, keyword: '', image: null, goods: [] },
      search: null,
    });
  });

  it('a search missing what its mode needs is not run, but fills the box', () => {
    expect(read('searchtype=1').search).toBeNull();
    expect(read('searchtype=5&key=abc').search).toBeNull();
    const goodsOnly = read('searchtype=6&keyarr=0901,x,0901');
    expect(goodsOnly.search).toBeNull();
    expect(goodsOnly.form.goods).toEqual([{ code: '0901', name: null }]);
    expect(read('searchtype=9&key=a').form.mode).toBe(0);
  });
});

describe('searchQuery', () => {
  const paging = { page: 2, pageSize: 50 };
  it('image search sends the picture and all 45 classes', () => {
    const query = searchQuery(
      { mode: 5, keyword: '', imgpath: '/p/1', goods: [] },
      NO_FILTERS,
      paging,
      false,
    );
    expect(query).toMatchObject({ imgURL: '/p/1', pageno: 2, pagesize: 50, getfilter: false });
    expect(query.NCL).toEqual(ALL_CLASSES);
    expect(ALL_CLASSES).toHaveLength(45);
  });

  it('goods search sends the groups in TM_GOODS and their classes in NCL', () => {
    const search = {
      mode: 6,
      keyword: '华为',
      imgpath: null,
      goods: ['3501', '0901', '0902'],
    } as const;
    const query = searchQuery({ ...search, goods: [...search.goods] }, NO_FILTERS, paging, true);
    expect(query).toMatchObject({ TM_GOODS: ['3501', '0901', '0902'], NCL: [9, 35] });
    expect(classesOfGroups(['4501', '0101', '0102'])).toEqual([1, 45]);
  });
});
