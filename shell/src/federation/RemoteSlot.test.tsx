import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { UiProvider } from 'shared-ui';
import { testServer } from '../../../test-setup/msw-server';
import { loadRemoteList } from './remote-list';
import { RemoteSlot } from './RemoteSlot';

// A remote's code is loaded by the Module Federation runtime, not by a network call this app
// owns (so not through msw): loadRemote is mocked to resolve a fake module or to reject.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);

const Greeting = ({ name }: { name: string }) => createElement('p', null, `你好，${name}`);

function renderSlot(expose: string) {
  const user = userEvent.setup();
  render(
    <UiProvider>
      <p>页面其余部分</p>
      <RemoteSlot remote="mfe-news" expose={expose} props={{ name: '小明' }} />
    </UiProvider>,
  );
  return user;
}

let consoleError: jest.SpyInstance;

beforeAll(async () => {
  testServer.use(
    http.get('/remotes.json', () => HttpResponse.json({ 'mfe-news': '/news/mf-manifest.json' })),
  );
  await loadRemoteList();
});

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.mocked(registerRemotes).mockClear();
  // The slot's error boundary and React report the failed load on the console.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

// RemoteSlot keeps one lazy component per remote, exposed module and attempt for the whole
// page, so each test uses its own exposed-module name to start from a fresh load.
describe('RemoteSlot', () => {
  it('renders the named export of the exposed module with the given props', async () => {
    mockedLoadRemote.mockResolvedValue({ Greeting });
    renderSlot('Greeting');
    expect(await screen.findByText('你好，小明')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_news/Greeting');
  });

  it('a failed load shows the retry panel in the slot only; 重试 loads it again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    const user = renderSlot('Flaky');

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('模块加载失败');
    expect(screen.getByText('页面其余部分')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[federation] mfe-news failed', expect.any(Error));

    mockedLoadRemote.mockResolvedValue({ Flaky: Greeting });
    await user.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByText('你好，小明')).toBeInTheDocument();
    expect(screen.queryByText('模块加载失败')).not.toBeInTheDocument();
    expect(screen.getByText('页面其余部分')).toBeInTheDocument();
    // The retry registers the remote again so its manifest is fetched afresh.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_news', entry: '/news/mf-manifest.json' }],
      { force: true },
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('a retry that fails again shows the retry panel again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('offline'));
    const user = renderSlot('StillDown');
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('模块加载失败');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByText('页面其余部分')).toBeInTheDocument();
  });

  it('a module without the named export shows the retry panel', async () => {
    mockedLoadRemote.mockResolvedValue({ SomethingElse: Greeting });
    renderSlot('Missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('模块加载失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByText('页面其余部分')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[federation] mfe-news failed',
      expect.objectContaining({ message: expect.stringContaining('没有导出 Missing') }),
    );
  });

  it('an empty module (the runtime resolved nothing) shows the retry panel', async () => {
    mockedLoadRemote.mockResolvedValue(null);
    renderSlot('Empty');
    expect(await screen.findByRole('alert')).toHaveTextContent('模块加载失败');
  });

  it('a remote missing from remotes.json shows the retry panel without calling the runtime', async () => {
    render(
      <UiProvider>
        <p>页面其余部分</p>
        <RemoteSlot remote="mfe-data" expose="Unconfigured" props={{}} />
      </UiProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('模块加载失败');
    expect(screen.getByText('页面其余部分')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
