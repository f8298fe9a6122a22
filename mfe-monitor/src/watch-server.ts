/**
 * Test support: an msw stand-in for the watch calls (spec 2 §7), answering in the shapes of
 * monitor-schemas.ts and recording every call. `answers` overrides one call's answer.
 */
import { http, type HttpResponseResolver } from 'msw';
import {
  MONITOR_PATHS,
  UPLOAD_IMAGE_PATH,
  type Watch,
  type WatchCreateQuote,
  type WatchEditQuote,
} from 'shared-api';
import { ok } from 'shared-api/testing';

type CallName =
  | 'query'
  | 'createQueryText'
  | 'createQueryImg'
  | 'createText'
  | 'createImg'
  | 'renew'
  | 'updateQuery'
  | 'update'
  | 'upload';

export interface RecordedCall {
  name: CallName;
  body?: unknown;
  search?: string;
  path: string;
}

export interface WatchServerOptions {
  quote?: Partial<WatchCreateQuote>;
  editQuote?: Partial<WatchEditQuote>;
  /** answers by call name; a function of how many times that call came */
  answers?: Partial<Record<CallName, (count: number) => Response | undefined>>;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const file = form.get('imgFile');
    return { type: form.get('type'), fileName: file instanceof Blob ? (file as File).name : null };
  }
  const text = await request.text();
  return text || undefined;
}

export function watchServer(watches: Watch[], options: WatchServerOptions = {}) {
  const calls: RecordedCall[] = [];
  const counts: Partial<Record<CallName, number>> = {};
  const route = (name: CallName, answer: (body: unknown) => Response) =>
    (async ({ request }) => {
      const url = new URL(request.url);
      const body = await bodyOf(request);
      calls.push({
        name,
        path: url.pathname,
        ...(body === undefined ? {} : { body }),
        ...(url.search ? { search: url.search } : {}),
      });
      counts[name] = (counts[name] ?? 0) + 1;
      return options.answers?.[name]?.(counts[name]) ?? answer(body);
    }) as HttpResponseResolver;

  const quote = (type: 1 | 2) => () =>
    ok({
      freeCreateNum: type === 1 ? 10 : 5,
      residualFreeCreateNum: 3,
      needPrice: 0,
      ...options.quote,
    } satisfies WatchCreateQuote);

  const handlers = [
    http.post(
      MONITOR_PATHS.query,
      route('query', (body) => {
        const { pageNum = 1, pageSize = 10 } = body as { pageNum?: number; pageSize?: number };
        const list = watches.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return ok({ list, total: watches.length, pageNum, pageSize });
      }),
    ),
    http.post(MONITOR_PATHS.createQueryText, route('createQueryText', quote(1))),
    http.post(MONITOR_PATHS.createQueryImg, route('createQueryImg', quote(2))),
    http.post(
      MONITOR_PATHS.createText,
      route('createText', () => ok(null)),
    ),
    http.post(
      MONITOR_PATHS.createImg,
      route('createImg', () => ok(null)),
    ),
    http.get(
      MONITOR_PATHS.renew(':id'),
      route('renew', () => ok(null)),
    ),
    http.post(
      MONITOR_PATHS.updateQuery(':id'),
      route('updateQuery', () => ok({ canUpdateNum: 2, gapDay: 90, ...options.editQuote })),
    ),
    http.put(
      MONITOR_PATHS.update(':id'),
      route('update', () => ok(null)),
    ),
    http.post(
      UPLOAD_IMAGE_PATH,
      route('upload', () => ok({ absolutePath: '/pictures/watch-1.png', name: 'watch-1.png' })),
    ),
  ];
  const named = (name: CallName) => calls.filter((call) => call.name === name);
  return { handlers, calls, named };
}
