import noticeTypeList from '../../data/reference/notice-types.json';

/** A gazette announcement type (notice-types.json): id, notice code and Chinese name. */
export interface NoticeType {
  id: number;
  code: string;
  name: string;
}

/**
 * The types in the file's order. An issue prints its notices grouped by type in this order
 * (first-review announcements first, then registrations, then the rest), so the position
 * doubles as the type's place in the page ranges.
 */
export const NOTICE_TYPES: readonly NoticeType[] = noticeTypeList;

/** The codes the generator announces; a typo here is a type error, not a runtime surprise. */
export type NoticeCode =
  | 'TMZCSQ'
  | 'TMZMSQ'
  | 'TMJTSQ'
  | 'TMZCZC'
  | 'TMZCZC2'
  | 'TMJTZC'
  | 'TMZMZC'
  | 'TMZR'
  | 'TMBG'
  | 'TMSJ'
  | 'TMZX'
  | 'TMXZ'
  | 'TMCX'
  | 'TMZY'
  | 'TMXGWX'
  | 'TMXKBA'
  | 'TMWXZZX'
  | 'TMJTBG'
  | 'TMZMBG';

const positions = new Map(NOTICE_TYPES.map((type, position) => [type.code, position]));

/** The position of a notice code in NOTICE_TYPES. */
export function noticePosition(code: NoticeCode): number {
  const position = positions.get(code);
  if (position === undefined) throw new Error(`notice-types.json has no ${code}`);
  return position;
}

export function noticeTypeAt(position: number): NoticeType {
  const type = NOTICE_TYPES[position];
  if (!type) throw new RangeError(`no notice type at ${position}`);
  return type;
}
