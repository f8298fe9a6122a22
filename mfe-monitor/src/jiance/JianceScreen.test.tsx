import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { monitorMessages, UPLOAD_IMAGE_PATH } from 'shared-api';
import { ok } from 'shared-api/testing';
import { pictureFile, renderScreen, testServer } from '../test-utils';
import { JianceScreen } from './JianceScreen';

let view: ReturnType<typeof renderScreen> | undefined;
afterEach(() => view?.restore());

const landed = () => screen.getByTestId('elsewhere');

it('sends a visitor to login, keeping the address', async () => {
  view = renderScreen(JianceScreen, '/jiance', '商标监测', { level: null });
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login?redirect=/jiance');
});

it('asks for a name, then searches it on /jiance/list', async () => {
  view = renderScreen(JianceScreen, '/jiance', '商标监测');
  const { user } = view;
  await user.click(screen.getByRole('button', { name: '立即查询' }));
  expect(await screen.findByText(monitorMessages.jianceNameRequired)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: '监测的商标名' }), ' 恒泰 ');
  await user.click(screen.getByRole('button', { name: '立即查询' }));
  expect(landed()).toHaveTextContent(`/jiance/list?type=1&key=${encodeURIComponent('恒泰')}`);
});

it('asks for a picture, uploads it with type 2 and searches it', async () => {
  const forms: FormData[] = [];
  testServer.use(
    http.post(UPLOAD_IMAGE_PATH, async ({ request }) => {
      forms.push(await request.formData());
      return ok({ absolutePath: '/pictures/logo-1.jpg', name: 'logo-1.jpg' });
    }),
  );
  view = renderScreen(JianceScreen, '/jiance', '商标监测');
  const { user } = view;
  await user.click(screen.getByRole('tab', { name: '图形监测' }));
  await user.click(screen.getByRole('button', { name: '立即查询' }));
  expect(await screen.findByText(monitorMessages.jiancePictureRequired)).toBeInTheDocument();
  const file = pictureFile('logo.png', 'image/png');
  await user.upload(screen.getByLabelText('选择监测图形'), file);
  await waitFor(() => expect(screen.getByRole('img', { name: '监测图形' })).toBeInTheDocument());
  expect(forms[0]?.get('type')).toBe('2');
  await user.click(screen.getByRole('button', { name: '立即查询' }));
  expect(landed()).toHaveTextContent(
    `/jiance/list?type=2&imgpath=${encodeURIComponent('/pictures/logo-1.jpg')}`,
  );
});

it('leads to the announcement and the watch list', () => {
  view = renderScreen(JianceScreen, '/jiance', '商标监测');
  expect(screen.getByRole('link', { name: /公告定制/ })).toHaveAttribute('href', '/announcement');
  expect(screen.getByRole('link', { name: /监测管理/ })).toHaveAttribute('href', '/monitorManage');
});
