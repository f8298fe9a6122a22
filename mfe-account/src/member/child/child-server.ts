/**
 * Test support: an msw stand-in for the sub-account calls, keeping the accounts in memory so
 * a test sees the screen follow what the server holds. `refuse` makes one call fail.
 */
import { http, type HttpResponseResolver } from 'msw';
import { accountMessages, CHILD_PATHS, CHILDREN_BASE, type Child } from 'shared-api';
import { ok } from 'shared-api/testing';
import { refuse as refusal } from '../test-utils';

type CallName = 'query' | 'add' | 'rename' | 'password' | 'status' | 'remove';

export function childServer(count: number, refuse: Partial<Record<CallName, () => Response>> = {}) {
  const children: Child[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `sales${String(i + 1).padStart(2, '0')}`,
    status: '1',
  }));
  const calls: { name: CallName; body?: unknown; search?: string }[] = [];
  let nextId = count + 1;

  /** Records the call, then answers the refusal a test asked for or runs `answer`. */
  const route = (
    name: CallName,
    answer: (request: Request, id: number) => Promise<Response> | Response,
  ) =>
    (async ({ request, params }) => {
      const search = new URL(request.url).search;
      const body = request.method === 'POST' ? await request.clone().json() : undefined;
      calls.push({ name, ...(body === undefined ? {} : { body }), ...(search ? { search } : {}) });
      return refuse[name]?.() ?? answer(request, Number(params.id));
    }) as HttpResponseResolver;

  const find = (id: number) => children.find((c) => c.id === id);
  const notFound = () => refusal(3002, accountMessages.childNotFound, 404);
  const handlers = [
    http.post(
      CHILD_PATHS.query,
      route('query', async (request) => {
        const { pageNum, pageSize } = (await request.json()) as {
          pageNum: number;
          pageSize: number;
        };
        const list = children.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return ok({ pageNum, pageSize, total: children.length, list });
      }),
    ),
    http.post(
      CHILD_PATHS.add,
      route('add', async (request) => {
        const { name } = (await request.json()) as { name: string };
        children.push({ id: nextId++, name, status: '1' });
        return ok();
      }),
    ),
    http.patch(
      `${CHILDREN_BASE}/updateName/:id`,
      route('rename', (request, id) => {
        const child = find(id);
        if (!child) return notFound();
        child.name = new URL(request.url).searchParams.get('userName') ?? child.name;
        return ok();
      }),
    ),
    http.post(
      CHILD_PATHS.password,
      route('password', () => ok()),
    ),
    http.patch(
      `${CHILDREN_BASE}/updateStatus/:id`,
      route('status', (request, id) => {
        const child = find(id);
        if (!child) return notFound();
        child.status = new URL(request.url).searchParams.get('status') === '0' ? '0' : '1';
        return ok();
      }),
    ),
    http.patch(
      `${CHILDREN_BASE}/remove/:id`,
      route('remove', (_request, id) => {
        const at = children.findIndex((c) => c.id === id);
        if (at < 0) return notFound();
        children.splice(at, 1);
        return ok();
      }),
    ),
  ];
  return { handlers, calls, children };
}
