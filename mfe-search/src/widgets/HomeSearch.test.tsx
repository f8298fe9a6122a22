import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  COMPONENT_ROUTER_FUTURE,
  createPortalStore,
  MAX_UPLOAD_IMAGE_BYTES,
  searchMessages,
  UPLOAD_IMAGE_PATH,
} from 'shared-api';
import { UiProvider } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { imageToJpeg } from '../search/image-to-jpeg';
import { envelope, logIn } from 'shared-api/testing';
import { EMPTY_SEARCH_MESSAGE, HomeSearch } from './HomeSearch';

// jsdom cannot decode pictures; the canvas step is tested in search/image-to-jpeg.test.ts.
jest.mock('../search/image-to-jpeg', () => ({
  ...jest.requireActual('../search/image-to-jpeg'),
  imageToJpeg: jest.fn(),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSearch() {
  render(
    <Provider store={createPortalStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/']} future={COMPONENT_ROUTER_FUTURE}>
          <Routes>
            <Route path="/" element={<HomeSearch />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
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

describe('the image-upload icon', () => {
  const picture = (size: number) => {
    const file = new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  function uploadHandler() {
    const log = { count: 0 };
    const handler = http.post(UPLOAD_IMAGE_PATH, () => {
      log.count += 1;
      return envelope(200, '上传成功', { absolutePath: '/shebiao/picture/upload/cd34', name: 'a' });
    });
    return { handler, log };
  }
  beforeEach(() =>
    jest.mocked(imageToJpeg).mockResolvedValue(new Blob(['j'], { type: 'image/jpeg' })),
  );

  it('uploads the picture and opens the image search with it', async () => {
    logIn(4);
    const upload = uploadHandler();
    testServer.use(upload.handler);
    const user = userEvent.setup();
    renderSearch();
    await user.upload(screen.getByTestId('image-file'), picture(1000));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `/search/searchinfo?searchtype=5&imgpath=${encodeURIComponent('/shebiao/picture/upload/cd34')}`,
    );
    expect(upload.log.count).toBe(1);
  });

  it.each([
    ['level 1', 1, MAX_UPLOAD_IMAGE_BYTES, searchMessages.upgradeVip],
    ['a file over 5 MB', 2, MAX_UPLOAD_IMAGE_BYTES + 1, searchMessages.imageTooLarge],
  ])('refuses %s: a message, no upload, no search', async (_case, level, size, message) => {
    const upload = uploadHandler();
    testServer.use(upload.handler);
    const user = userEvent.setup();
    logIn(level);
    renderSearch();
    await user.upload(screen.getByTestId('image-file'), picture(size));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(upload.log.count).toBe(0);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
