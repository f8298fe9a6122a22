import { DEFAULT_GAZETTE_PAGE_SIZE } from 'shared-api';

/** The text filters of /gonggao: name, number and applicant. */
export interface GazetteTexts {
  mark: string;
  code: string;
  accn: string;
}

export interface GazetteState {
  /** The chosen issue; null = the latest, once it is known. */
  issue: number | null;
  /** The chosen type id; null = the first type of the issue (spec 1 §4 'Gazette load'). */
  typeId: number | null;
  /** What the text boxes hold. */
  draft: GazetteTexts;
  /** The texts of the last 查询: the search uses these, not what is being typed. */
  applied: GazetteTexts;
  pageNum: number;
  pageSize: number;
}

export type GazetteAction =
  | { type: 'issue'; issue: number }
  | { type: 'noticeType'; typeId: number }
  | { type: 'draft'; field: keyof GazetteTexts; value: string }
  | { type: 'search' }
  | { type: 'page'; pageNum: number; pageSize: number }
  | { type: 'reset' };

const NO_TEXTS: GazetteTexts = { mark: '', code: '', accn: '' };

export const initialGazetteState: GazetteState = {
  issue: null,
  typeId: null,
  draft: NO_TEXTS,
  applied: NO_TEXTS,
  pageNum: 1,
  pageSize: DEFAULT_GAZETTE_PAGE_SIZE,
};

const trimmed = (texts: GazetteTexts): GazetteTexts => ({
  mark: texts.mark.trim(),
  code: texts.code.trim(),
  accn: texts.accn.trim(),
});

/** Every change of what is searched goes back to page 1; reset is the initial load again. */
export function gazetteReducer(state: GazetteState, action: GazetteAction): GazetteState {
  switch (action.type) {
    case 'issue':
      // another issue has its own types: the first one is chosen again
      return { ...state, issue: action.issue, typeId: null, pageNum: 1 };
    case 'noticeType':
      return { ...state, typeId: action.typeId, pageNum: 1 };
    case 'draft':
      return { ...state, draft: { ...state.draft, [action.field]: action.value } };
    case 'search':
      return { ...state, draft: trimmed(state.draft), applied: trimmed(state.draft), pageNum: 1 };
    case 'page':
      return { ...state, pageNum: action.pageNum, pageSize: action.pageSize };
    case 'reset':
      return initialGazetteState;
  }
}
