import { SEARCH_MODES, type SearchModeValue } from 'shared-api';
import { emptyForm, type SearchForm, type SubmittedSearch } from './types';

export const SEARCH_PATH = '/search';
export const SEARCH_INFO_PATH = '/search/searchinfo';

const GROUP_CODE = /^\d{4}$/;

function modeOf(value: string | null): SearchModeValue {
  const n = Number(value);
  return SEARCH_MODES.find((mode) => mode === n) ?? 0;
}

/**
 * The address of a search (spec 1 §2: searchtype, key, imgpath, keyarr), so a reload or a
 * shared link runs it again.
 */
export function searchUrl(search: SubmittedSearch): string {
  const params = new URLSearchParams({ searchtype: String(search.mode) });
  if (search.keyword) params.set('key', search.keyword);
  if (search.mode === 5 && search.imgpath) params.set('imgpath', search.imgpath);
  if (search.mode === 6 && search.goods.length > 0) params.set('keyarr', search.goods.join(','));
  return `${SEARCH_INFO_PATH}?${params.toString()}`;
}

/** Whether a search has what its mode needs (an image, a keyword, goods). */
export function isRunnable(search: SubmittedSearch): boolean {
  if (search.mode === 5) return Boolean(search.imgpath);
  if (search.mode === 6) return Boolean(search.keyword) && search.goods.length > 0;
  return Boolean(search.keyword);
}

export interface UrlSearch {
  /** What the search box shows. */
  form: SearchForm;
  /** The search to run; null when the address asks for none (ref=news, nothing to search). */
  search: SubmittedSearch | null;
}

/** Reads /search/searchinfo's params; with ref=news only the search type is taken (spec 1 §2). */
export function readSearchUrl(params: URLSearchParams): UrlSearch {
  const mode = modeOf(params.get('searchtype'));
  if (params.get('ref') === 'news') return { form: emptyForm(mode), search: null };
  const keyword = mode === 5 ? '' : (params.get('key') ?? '').trim();
  const imgpath = mode === 5 ? params.get('imgpath') || null : null;
  const goodsParam = mode === 6 ? (params.get('keyarr') ?? '') : '';
  const goods = [...new Set(goodsParam.split(',').map((code) => code.trim()))].filter((code) =>
    GROUP_CODE.test(code),
  );
  const search: SubmittedSearch = { mode, keyword, imgpath, goods };
  const form: SearchForm = {
    mode,
    keyword,
    image: imgpath ? { absolutePath: imgpath, name: '' } : null,
    goods: goods.map((code) => ({ code, name: null })),
  };
  return { form, search: isRunnable(search) ? search : null };
}
