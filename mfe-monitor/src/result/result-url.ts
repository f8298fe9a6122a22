/** What opens a watch's results (spec 2 §2: params monitorValue, type, id, optional issue). */
export interface ResultTarget {
  monitorValue: string;
  type: number;
  id: number;
  issue?: number;
}

export function resultHref({ monitorValue, type, id, issue }: ResultTarget): string {
  const params = new URLSearchParams({ monitorValue, type: String(type), id: String(id) });
  if (issue !== undefined) params.set('issue', String(issue));
  return `/monitorManage/result?${params.toString()}`;
}

/** The watch an address names, or null without a usable id. */
export function readResultUrl(search: string): ResultTarget | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const issue = Number(params.get('issue'));
  return {
    id,
    monitorValue: params.get('monitorValue') ?? '',
    type: Number(params.get('type') ?? 1),
    ...(Number.isInteger(issue) && issue > 0 ? { issue } : {}),
  };
}
