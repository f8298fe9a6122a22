/**
 * Test support for the search screens (never imported by app code): the page on a memory
 * router inside the real store, and msw handlers that record what the page sent.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createPortalStore,
  ROUTER_FUTURE,
  ROUTER_PROVIDER_FUTURE,
  SEARCH_PATHS,
  type SearchModeValue,
  type SearchQueryInput,
  type SearchResult,
} from 'shared-api';
import { envelope } from 'shared-api/testing';
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
