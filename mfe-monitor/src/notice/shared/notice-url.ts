/**
 * What opens a notice mark's results (spec 2 §2: noticeResult with monitorValue, type, id and
 * an optional issue). The spec's links carry a type; a notice mark has one kind, so the pages
 * write NOTICE_LINK_TYPE — the monitorType after those of watches (1, 2) and subjects (3, 4) —
 * and the result page reads nothing from it.
 */
export const NOTICE_LINK_TYPE = 5;
export const NOTICE_RESULT_PATH = '/noticeManage/noticeResult';

export interface NoticeTarget {
  /** the registration number followed */
  monitorValue: string;
  id: number;
  issue?: number;
}

export function noticeResultHref({ monitorValue, id, issue }: NoticeTarget): string {
  const params = new URLSearchParams({
    monitorValue,
    type: String(NOTICE_LINK_TYPE),
    id: String(id),
  });
  if (issue !== undefined) params.set('issue', String(issue));
  return `${NOTICE_RESULT_PATH}?${params.toString()}`;
}

/** The notice mark an address names, or null without a usable id. */
export function readNoticeUrl(search: string): NoticeTarget | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const issue = Number(params.get('issue'));
  return {
    id,
    monitorValue: params.get('monitorValue') ?? '',
    ...(Number.isInteger(issue) && issue > 0 ? { issue } : {}),
  };
}
