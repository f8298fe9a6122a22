import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { COMPONENT_ROUTER_FUTURE } from 'shared-api';
import { UiProvider } from 'shared-ui';
import { EMPTY_SEARCH_MESSAGE, HomeSearch } from './HomeSearch';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/']} future={COMPONENT_ROUTER_FUTURE}>
        <Routes>
          <Route path="/" element={<HomeSearch />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

test('an empty search warns with the spec message and stays on the page', async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByRole('textbox'), '   ');
  await user.click(screen.getByRole('button', { name: '综合查询' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY_SEARCH_MESSAGE);
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

test('a keyword opens the comprehensive search results', async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByRole('textbox'), '华为 ');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('where')).toHaveTextContent(
    `/search/searchinfo?searchtype=0&key=${encodeURIComponent('华为')}`,
  );
});
