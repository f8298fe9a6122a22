import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import {
  ANNOUNCEMENT_PATHS,
  memberApi,
  REMIND_PATHS,
  type Reminder,
  type ReminderPage,
} from 'shared-api';
import { envelope, setUpClient } from 'shared-api/testing';
import { messagesApi } from './messages-api';

let client: ReturnType<typeof setUpClient>;
beforeEach(() => {
  client = setUpClient();
});
afterEach(() => client.done());

const reminder = (id: number, ifRead: 0 | 1): Reminder => ({
  id,
  ifRead,
  createdTime: '2026-01-02 10:00:00',
  remindModelDto: { title: `提醒${id}`, content: { text: '正文', links: [] } },
});

const page = (list: Reminder[], unreadTotal: number): ReminderPage => ({
  pageNum: 1,
  pageSize: 10,
  total: list.length,
  list,
  allTotal: list.length,
  unreadTotal,
});

const ALL = { pageNum: 1, pageSize: 10 };

/** A reminders server: the list and the header's unread list answer `state`. */
function remindServer(state: { list: Reminder[]; unreadTotal: number }) {
  const searches: string[] = [];
  testServer.use(
    http.get(REMIND_PATHS.all, ({ request }) => {
      searches.push(new URL(request.url).search);
      return envelope(200, '成功', page(state.list, state.unreadTotal));
    }),
    http.post(REMIND_PATHS.unread, () =>
      envelope(
        200,
        '成功',
        state.list.filter((r) => r.ifRead === 0).map((r) => ({ id: r.id, title: 'x' })),
      ),
    ),
  );
  return { searches };
}

const cachedPage = () => messagesApi.endpoints.reminders.select(ALL)(client.store.getState()).data;
const badge = () => memberApi.endpoints.queryUnread.select()(client.store.getState()).data;

async function load() {
  await client.store.dispatch(messagesApi.endpoints.reminders.initiate(ALL)).unwrap();
  await client.store.dispatch(memberApi.endpoints.queryUnread.initiate()).unwrap();
}

test('the all tab sends no ifRead; the unread tab sends ifRead=0', async () => {
  const server = remindServer({ list: [], unreadTotal: 0 });
  await client.store.dispatch(messagesApi.endpoints.reminders.initiate(ALL)).unwrap();
  await client.store
    .dispatch(messagesApi.endpoints.reminders.initiate({ ifRead: '0', pageNum: 2, pageSize: 20 }))
    .unwrap();
  expect(server.searches).toEqual(['?pageNum=1&pageSize=10', '?ifRead=0&pageNum=2&pageSize=20']);
});

test('announcements read their own list', async () => {
  const searches: string[] = [];
  testServer.use(
    http.get(ANNOUNCEMENT_PATHS.all, ({ request }) => {
      searches.push(new URL(request.url).search);
      return envelope(201, '未匹配到数据', null);
    }),
  );
  const answer = await client.store
    .dispatch(messagesApi.endpoints.announcements.initiate({ ifRead: '1', ...ALL }))
    .unwrap();
  expect(answer).toMatchObject({ total: 0, list: [], unreadTotal: 0 });
  expect(searches).toEqual(['?ifRead=1&pageNum=1&pageSize=10']);
});

test('marking one read updates the page and the badge at once, then re-reads both', async () => {
  const state = { list: [reminder(1, 0), reminder(2, 0)], unreadTotal: 2 };
  const server = remindServer(state);
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const flagged: string[] = [];
  testServer.use(
    http.put(REMIND_PATHS.flagRead(1), async ({ request }) => {
      flagged.push(request.method);
      await answered;
      state.list = [reminder(1, 1), reminder(2, 0)];
      state.unreadTotal = 1;
      return envelope(200, '成功');
    }),
  );
  await load();
  const done = client.store.dispatch(messagesApi.endpoints.flagReminderRead.initiate(1));
  expect(cachedPage()?.unreadTotal).toBe(1);
  expect(cachedPage()?.list[0]?.ifRead).toBe(1);
  expect(badge()?.map((item) => item.id)).toEqual([2]);
  release();
  await done.unwrap();
  expect(flagged).toEqual(['PUT']);
  // Invalidated: the list is asked for again.
  await waitFor(() => expect(server.searches).toHaveLength(2));
});

test('a stale unread total of 0 does not go negative', async () => {
  const state = { list: [reminder(1, 0)], unreadTotal: 0 };
  remindServer(state);
  testServer.use(http.put(REMIND_PATHS.flagRead(1), () => envelope(200, '成功')));
  await load();
  const done = client.store.dispatch(messagesApi.endpoints.flagReminderRead.initiate(1));
  expect(cachedPage()?.unreadTotal).toBe(0);
  await done.unwrap();
});

test('a refused flag puts page and badge back as they were', async () => {
  remindServer({ list: [reminder(1, 0)], unreadTotal: 1 });
  testServer.use(http.put(REMIND_PATHS.flagRead(1), () => envelope(3002, '消息不存在', null, 404)));
  await load();
  const result = await client.store.dispatch(messagesApi.endpoints.flagReminderRead.initiate(1));
  expect(result.error).toMatchObject({ code: 3002 });
  expect(cachedPage()?.unreadTotal).toBe(1);
  expect(cachedPage()?.list[0]?.ifRead).toBe(0);
  expect(badge()).toHaveLength(1);
});

test('mark all read empties the badge and zeroes the unread total', async () => {
  const state = { list: [reminder(1, 0), reminder(2, 0)], unreadTotal: 2 };
  remindServer(state);
  const calls: string[] = [];
  testServer.use(
    http.post(REMIND_PATHS.flagReadAll, ({ request }) => {
      calls.push(request.method);
      state.list = [reminder(1, 1), reminder(2, 1)];
      state.unreadTotal = 0;
      return envelope(200, '成功');
    }),
  );
  await load();
  await client.store.dispatch(messagesApi.endpoints.flagAllRemindersRead.initiate()).unwrap();
  expect(calls).toEqual(['POST']);
  expect(cachedPage()?.unreadTotal).toBe(0);
  expect(cachedPage()?.list.every((item) => item.ifRead === 1)).toBe(true);
  expect(badge()).toEqual([]);
});
