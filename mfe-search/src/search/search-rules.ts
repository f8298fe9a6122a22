import {
  LEVELS_WITHOUT_IMAGE_SEARCH,
  SIMILAR_KEYWORD_MAX_HAN,
  SIMILAR_KEYWORD_MAX_LATIN,
  searchMessages,
  type SearchModeValue,
} from 'shared-api';
import type { SearchForm } from './types';

const HAN = /\p{Script=Han}/u;

/**
 * Spec 1 §5: similarity searches are meant for up to 5 Chinese characters or 10 letters. A
 * Chinese character weighs two letters, so mixed names ('华为HW') are measured on one scale.
 */
export function isKeywordTooLong(keyword: string): boolean {
  let weight = 0;
  for (const char of keyword.replace(/\s+/g, '')) {
    weight += HAN.test(char) ? SIMILAR_KEYWORD_MAX_LATIN / SIMILAR_KEYWORD_MAX_HAN : 1;
  }
  return weight > SIMILAR_KEYWORD_MAX_LATIN;
}

/** Modes whose keyword gets the length hint: text similarity and goods similarity. */
export const showsLengthHint = (mode: SearchModeValue) => mode === 4 || mode === 6;

/** Modes whose results say why each mark is similar. */
export const isSimilarityMode = (mode: SearchModeValue) => mode >= 4;

export interface SessionLevel {
  loggedIn: boolean;
  memberLevelId: number | null;
}

/** Spec 1 §6: image search needs a logged-in member whose level is not 1 or 5. */
export function canImageSearch(session: SessionLevel): boolean {
  return (
    session.loggedIn &&
    session.memberLevelId !== null &&
    !LEVELS_WITHOUT_IMAGE_SEARCH.includes(session.memberLevelId)
  );
}

/** Why the search box cannot search yet (spec 1 §5), or null when it can. */
export function searchProblem(form: SearchForm, session: SessionLevel): string | null {
  if (form.mode === 5) {
    if (!canImageSearch(session)) return searchMessages.upgradeVip;
    return form.image ? null : searchMessages.noImage;
  }
  if (!form.keyword.trim()) return searchMessages.emptyKeyword;
  if (form.mode === 6 && form.goods.length === 0) return searchMessages.noGoodsClass;
  return null;
}
