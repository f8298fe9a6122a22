import type { SearchModeValue } from 'shared-api';

/** A similar group chosen for mode 6; the name is unknown when it came from a link. */
export interface ChosenGroup {
  /** Four digits, e.g. '0901'; its first two are the class. */
  code: string;
  name: string | null;
}

/** What the upload call returned for the search picture. */
export interface UploadedImage {
  absolutePath: string;
  name: string;
}

/** The search box as the user is filling it in. */
export interface SearchForm {
  mode: SearchModeValue;
  keyword: string;
  image: UploadedImage | null;
  goods: ChosenGroup[];
}

/** A search that was started: what the URL carries and the results are fetched for. */
export interface SubmittedSearch {
  mode: SearchModeValue;
  keyword: string;
  /** Mode 5: the uploaded picture's absolutePath. */
  imgpath: string | null;
  /** Mode 6: the chosen similar groups. */
  goods: string[];
}

export const emptyForm = (mode: SearchModeValue = 0): SearchForm => ({
  mode,
  keyword: '',
  image: null,
  goods: [],
});
