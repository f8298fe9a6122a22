import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { APPLICANT_SUGGEST_PATH, SUGGEST_DEBOUNCE_MS } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { searchUi } from './messages';
import { envelope } from 'shared-api/testing';
import { renderSearchPage } from './test-utils';

function suggestHandler() {
  const keywords: string[] = [];
  const handler = http.post(APPLICANT_SUGGEST_PATH, async ({ request }) => {
    const body = (await request.json()) as { keyword: string; type: number };
    keywords.push(`${body.keyword}|${body.type}`);
    return envelope(200, '成功', {
      proxy: [`${body.keyword}技术有限公司`, `${body.keyword}终端有限公司`],
    });
  });
  return { handler, keywords };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const input = () => screen.getByRole('textbox', { name: searchUi.keywordLabel });

test('suggestions come once typing has stopped for 1 s, and a click fills the input', async () => {
  const suggest = suggestHandler();
  testServer.use(suggest.handler);
  const { user } = renderSearchPage('/search', { advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('tab', { name: '申请人' }));
  await user.type(input(), '华');
  await act(() => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 200));
  await user.type(input(), '为');
  await act(() => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1));
  expect(suggest.keywords).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(1));
  const list = await screen.findByRole('listbox', { name: searchUi.suggestions });
  expect(suggest.keywords).toEqual(['华为|1']);
  expect(list).toHaveTextContent('华为技术有限公司');

  await user.click(screen.getByRole('option', { name: '华为终端有限公司' }));
  expect(input()).toHaveValue('华为终端有限公司');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  // The picked name is not looked up again.
  await act(() => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2));
  expect(suggest.keywords).toEqual(['华为|1']);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('other tabs ask for no suggestions', async () => {
  const suggest = suggestHandler();
  testServer.use(suggest.handler);
  const { user } = renderSearchPage('/search', { advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('tab', { name: '商标名称' }));
  await user.type(input(), '华为');
  await act(() => jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2));
  expect(suggest.keywords).toEqual([]);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});
