import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { RemoteRoot } from './RemoteRoot';

const screens = { '/news': ({ title }: { title: string }) => <p>screen for {title}</p> };

test('renders the screen of the matched route and the release tag', () => {
  renderWithTheme(
    <RemoteRoot app="mfe-news" release="7" screens={screens} routePath="/news" title="商标资讯" />,
  );
  expect(screen.getByText('screen for 商标资讯')).toBeInTheDocument();
  expect(screen.getByTestId('release-tag')).toHaveTextContent('mfe-news · 版本 7');
});

test('a route without a screen shows its heading', () => {
  renderWithTheme(
    <RemoteRoot
      app="mfe-news"
      release="7"
      screens={screens}
      routePath="/news/search"
      title="资讯搜索"
    />,
  );
  expect(screen.getByRole('heading', { name: '资讯搜索' })).toBeInTheDocument();
});
