/**
 * Test support: an msw stand-in for the reminder or announcement calls, keeping read flags in
 * memory so the list, its totals and the header's unread list all follow what was marked.
 */
import { http } from 'msw';
import {
  ANNOUNCEMENT_PATHS,
  REMIND_PATHS,
  USER_ANNOUNCEMENT_BASE,
  USER_REMIND_BASE,
  type Announcement,
  type Reminder,
} from 'shared-api';
import { ok } from 'shared-api/testing';

export function reminder(
  id: number,
  ifRead: 0 | 1,
  links: { title: string; url: string }[] = [],
): Reminder {
  return {
    id,
    ifRead,
    createdTime: `2026-01-0${id} 10:00:00`,
    remindModelDto: { title: `提醒标题${id}`, content: { text: `提醒正文${id}`, links } },
  };
}

export function announcement(id: number, ifRead: 0 | 1, content = `公告正文${id}`): Announcement {
  return {
    id,
    ifRead,
    announcementDto: { title: `公告标题${id}`, content, publishTime: `2026-02-0${id} 08:00:00` },
  };
}

interface ServerOptions {
  /** Answer this unread total whatever the flags say (a stale count). */
  fixedUnreadTotal?: number;
}

/** The calls of one kind, answered from `items`; `calls` lists 'GET ?…', 'PUT 3', 'POST all'. */
export function messageServer<T extends Reminder | Announcement>(
  kind: 'remind' | 'announcement',
  items: T[],
  { fixedUnreadTotal }: ServerOptions = {},
) {
  const paths = kind === 'remind' ? REMIND_PATHS : ANNOUNCEMENT_PATHS;
  const base = kind === 'remind' ? USER_REMIND_BASE : USER_ANNOUNCEMENT_BASE;
  const calls: string[] = [];
  const unread = () => items.filter((item) => item.ifRead === 0);

  const handlers = [
    http.get(paths.all, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(`GET ?${params.toString()}`);
      const ifRead = params.get('ifRead');
      const pageNum = Number(params.get('pageNum'));
      const pageSize = Number(params.get('pageSize'));
      const matching = ifRead === null ? items : items.filter((i) => String(i.ifRead) === ifRead);
      return ok({
        pageNum,
        pageSize,
        total: matching.length,
        list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        allTotal: items.length,
        unreadTotal: fixedUnreadTotal ?? unread().length,
      });
    }),
    http.put(`${base}/flagRead/:id`, ({ params }) => {
      calls.push(`PUT ${String(params.id)}`);
      const item = items.find((i) => i.id === Number(params.id));
      if (item) item.ifRead = 1;
      return ok();
    }),
    http.post(paths.flagReadAll, () => {
      calls.push('POST all');
      for (const item of items) item.ifRead = 1;
      return ok();
    }),
  ];
  // The header badge counts unread reminders only.
  if (kind === 'remind') {
    handlers.push(
      http.post(paths.unread, () => ok(unread().map((item) => ({ id: item.id, title: 'x' })))),
    );
  }
  return { handlers, calls, items };
}
