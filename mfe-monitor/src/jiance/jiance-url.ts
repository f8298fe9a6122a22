import { WATCH_TYPES, type WatchType } from 'shared-api';

/** What /jiance/list searches for (spec 1 §2: params key, imgpath, type). */
export interface JianceQuery {
  type: WatchType;
  /** the name (text) or the uploaded picture's address (image) */
  value: string;
}

/** The /jiance/list address of a search, so reload, back and shared links repeat it. */
export function jianceListUrl({ type, value }: JianceQuery): string {
  const params = new URLSearchParams({ type: String(type) });
  params.set(type === WATCH_TYPES.text ? 'key' : 'imgpath', value);
  return `/jiance/list?${params.toString()}`;
}

/** The search an address describes, or null when it names nothing to search. */
export function readJianceUrl(search: string): JianceQuery | null {
  const params = new URLSearchParams(search);
  const type = Number(params.get('type') ?? WATCH_TYPES.text);
  if (type === WATCH_TYPES.image) {
    const value = params.get('imgpath')?.trim();
    return value ? { type: WATCH_TYPES.image, value } : null;
  }
  const value = params.get('key')?.trim();
  return value ? { type: WATCH_TYPES.text, value } : null;
}
