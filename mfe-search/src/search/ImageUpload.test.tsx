import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MAX_UPLOAD_IMAGE_BYTES, searchMessages, UPLOAD_IMAGE_PATH } from 'shared-api';
import { testServer } from '../../../test-setup/msw-server';
import { imageToJpeg } from './image-to-jpeg';
import { searchUi } from './messages';
import { envelope, logIn, markRow, searchResult } from 'shared-api/testing';
import { currentUrl, renderSearchPage, searchHandler } from './test-utils';

// jsdom cannot decode pictures; the canvas step has its own test (image-to-jpeg.test.ts).
jest.mock('./image-to-jpeg', () => ({
  ...jest.requireActual('./image-to-jpeg'),
  imageToJpeg: jest.fn(),
}));
const toJpeg = jest.mocked(imageToJpeg);
const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

function uploadHandler() {
  const sent: Array<{ type: unknown; name: string; size: number }> = [];
  const handler = http.post(UPLOAD_IMAGE_PATH, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('imgFile') as File;
    sent.push({ type: form.get('type'), name: file.name, size: file.size });
    return envelope(200, '上传成功', {
      absolutePath: '/shebiao/picture/upload/ab12',
      name: file.name,
    });
  });
  return { handler, sent };
}

const picture = (size = 2048, name = 'logo.png', type = 'image/png') => {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  toJpeg.mockReset();
  toJpeg.mockResolvedValue(JPEG);
});

async function openImageTab() {
  const view = renderSearchPage('/search');
  await view.user.click(screen.getByRole('tab', { name: '图形近似' }));
  return view;
}

test('an upload is redrawn as JPEG, sent with type 2, shown, and searched with all classes', async () => {
  logIn(3);
  const upload = uploadHandler();
  const search = searchHandler(5, () => searchResult([markRow()]));
  testServer.use(upload.handler, search.handler);
  const { user, router } = await openImageTab();
  await user.upload(screen.getByTestId('image-file'), picture());
  expect(await screen.findByRole('status')).toHaveTextContent(searchMessages.imageUploaded);
  expect(toJpeg).toHaveBeenCalledTimes(1);
  expect(upload.sent).toEqual([{ type: '2', name: 'logo.jpg', size: JPEG.size }]);
  expect(screen.getByRole('img', { name: searchUi.uploadedImage })).toHaveAttribute(
    'src',
    '/shebiao/picture/upload/ab12',
  );
  expect(screen.getByRole('textbox', { name: searchUi.keywordLabel })).toHaveValue('logo.jpg');

  await user.click(screen.getByRole('button', { name: searchUi.searchButton }));
  expect(currentUrl(router)).toBe(
    `/search/searchinfo?searchtype=5&imgpath=${encodeURIComponent('/shebiao/picture/upload/ab12')}`,
  );
  await waitFor(() => expect(search.bodies).toHaveLength(1));
  expect(search.bodies[0]).toMatchObject({ keyword: '', imgURL: '/shebiao/picture/upload/ab12' });
  expect(search.bodies[0]!.NCL).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  // The box keeps the picture after the search started.
  expect(screen.getByRole('img', { name: searchUi.uploadedImage })).toBeInTheDocument();
});

test('a file over 5 MB is refused before anything is sent', async () => {
  logIn(3);
  const upload = uploadHandler();
  testServer.use(upload.handler);
  const { user } = await openImageTab();
  await user.upload(screen.getByTestId('image-file'), picture(MAX_UPLOAD_IMAGE_BYTES + 1));
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.imageTooLarge);
  expect(toJpeg).not.toHaveBeenCalled();
  expect(upload.sent).toEqual([]);
});

test('a file the browser cannot read as a picture is refused', async () => {
  logIn(3);
  toJpeg.mockRejectedValue(new Error('图片无法读取'));
  const upload = uploadHandler();
  testServer.use(upload.handler);
  const { user } = await openImageTab();
  await user.upload(screen.getByTestId('image-file'), picture(100, 'broken.png'));
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.imageNotImage);
  expect(upload.sent).toEqual([]);
});

test('a visitor is asked to upgrade and nothing is uploaded', async () => {
  const upload = uploadHandler();
  testServer.use(upload.handler);
  const { user } = await openImageTab();
  await user.upload(screen.getByTestId('image-file'), picture());
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.upgradeVip);
  expect(upload.sent).toEqual([]);
});

test('the thumbnail removes the picture; the file input takes pictures only', async () => {
  logIn(2);
  testServer.use(uploadHandler().handler);
  const { user } = await openImageTab();
  expect(screen.getByTestId('image-file')).toHaveAttribute('accept', 'image/*');
  await user.upload(screen.getByTestId('image-file'), picture());
  await user.click(await screen.findByRole('button', { name: searchUi.removeImage }));
  expect(screen.queryByRole('img', { name: searchUi.uploadedImage })).toBeNull();
  await user.click(screen.getByRole('button', { name: searchUi.searchButton }));
  expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.noImage);
});
