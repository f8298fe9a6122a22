/**
 * Test support for the search screens (never imported by app code): the page on a memory
 * router inside the real store, and msw handlers that record what the page sent.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createPortalStore,
  ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  SEARCH_PATHS,
  SESSION_KEYS,
  type SearchModeValue,
  type SearchQueryInput,
  type SearchResult,
  type SearchRow,
} from 'shared-api';
import { UiProvider } from 'shared-ui';
import { SearchPage } from './SearchPage';
import { SEARCH_INFO_PATH, SEARCH_PATH } from './search-url';

type UserOptions = Parameters<typeof userEvent.setup>[0];

/** Renders /search and /search/searchinfo as the shell does, starting at `url`. */
export function renderSearchPage(url: string, user?: UserOptions) {
  const router = createMemoryRouter(
    [SEARCH_PATH, SEARCH_INFO_PATH].map((path) => ({
      path,
      element: <SearchPage routePath={path} title="商标查询" />,
    })),
    { initialEntries: [url], future: ROUTER_FUTURE },
  );
  const view = render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
      </UiProvider>
    </Provider>,
  );
  return { router, user: userEvent.setup(user), ...view };
}

export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

/** A session as a login would have stored it. */
export function logIn(memberLevelId: number) {
  localStorage.setItem(SESSION_KEYS.userName, '13800000000');
  localStorage.setItem(SESSION_KEYS.userToken, 'token');
  localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh');
  localStorage.setItem(SESSION_KEYS.memberLevelId, String(memberLevelId));
}

export const envelope = (code: number, message: string, data: unknown) =>
  HttpResponse.json({ code, message, data });

let nextId = 1;

/** A plausible result row; `overrides` set what a test looks at. */
export function markRow(overrides: Partial<SearchRow> = {}): SearchRow {
  const id = nextId++;
  const code = String(10000000 + id);
  return {
    UID: `${code}_9`,
    ID: id,
    TM_NAME: `商标${id}`,
    TM_CODE: code,
    TM_NCL: 9,
    TM_STATUS: 2,
    TM_APP_DATE: '2020-01-01',
    TM_HOLDER_CN: '深圳市某某科技有限公司',
    TM_HOLDER_EN: null,
    TM_ADDR_CN: null,
    TM_ADDR_EN: null,
    TM_PROXY: null,
    TM_GOODS: '计算机；手机',
    TM_FIRST_DATE: null,
    TM_REG_DATE: null,
    TM_INC_DATE: null,
    TM_LAST_DATE: null,
    TM_DEADLINE: null,
    TM_SHARE: 0,
    type: '普通商标',
    imageUrl: null,
    ...overrides,
  };
}

export const result = (
  list: SearchRow[],
  total = list.length,
  filter: Record<string, number>[] = [],
): SearchResult => ({ list, total, filter });

/**
 * POST of one search mode: records every body and answers with `answer(body)` (a result, or a
 * Response for refusals).
 */
export function searchHandler(
  mode: SearchModeValue,
  answer: (body: SearchQueryInput) => SearchResult | Response,
) {
  const bodies: SearchQueryInput[] = [];
  const handler = http.post(SEARCH_PATHS[mode], async ({ request }) => {
    const body = (await request.json()) as SearchQueryInput;
    bodies.push(body);
    const answered = answer(body);
    return answered instanceof Response ? answered : envelope(200, '成功', answered);
  });
  return { handler, bodies };
}
