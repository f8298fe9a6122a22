import { registerRemotes } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import { loadRemoteList, parseRemoteList, remoteEntryOf, reregisterRemote } from './remote-list';

// Registering a remote hands it to the Module Federation runtime, which is not a network call
// this app owns: the runtime is mocked and its arguments checked. remotes.json itself is
// fetched through msw.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(registerRemotes).mockClear();
});
afterEach(() => consoleError.mockRestore());

describe('parseRemoteList', () => {
  it('keeps known remotes with http(s), protocol-relative and site-relative entries', () => {
    const list = parseRemoteList({
      'mfe-search': 'https://cdn.example.com/search/mf-manifest.json',
      'mfe-data': 'http://localhost:3002/mf-manifest.json',
      'mfe-monitor': '//cdn.example.com/monitor/mf-manifest.json',
      'mfe-account': '/remotes/account/mf-manifest.json',
    });
    expect(list).toEqual({
      'mfe-search': 'https://cdn.example.com/search/mf-manifest.json',
      'mfe-data': 'http://localhost:3002/mf-manifest.json',
      'mfe-monitor': '//cdn.example.com/monitor/mf-manifest.json',
      'mfe-account': '/remotes/account/mf-manifest.json',
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown name', { 'mfe-evil': 'https://cdn.example.com/x.json' }],
    ['a number', { 'mfe-news': 42 }],
    ['null', { 'mfe-news': null }],
    ['an object', { 'mfe-news': { entry: '/x.json' } }],
    ['a javascript: URL', { 'mfe-news': 'javascript:alert(1)' }],
    ['a javascript:// URL', { 'mfe-news': 'javascript://cdn.example.com/%0aalert(1)' }],
    ['a data: URL', { 'mfe-news': 'data:text/javascript,alert(1)' }],
    ['a bare relative path', { 'mfe-news': 'remotes/news.json' }],
  ])('skips and logs %s', (_what, raw) => {
    expect(parseRemoteList(raw)).toEqual({});
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('skipping remote'));
  });

  it('keeps the good entries of a list with bad ones', () => {
    const list = parseRemoteList({
      'mfe-search': '/search.json',
      'mfe-news': 'javascript:alert(1)',
      other: '/other.json',
    });
    expect(list).toEqual({ 'mfe-search': '/search.json' });
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it.each([null, 'text', 42, undefined])('logs and returns no remotes for %p', (raw) => {
    expect(parseRemoteList(raw)).toEqual({});
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('not an object'));
  });
});

describe('loadRemoteList', () => {
  it('registers every well-formed entry of /remotes.json with the runtime', async () => {
    testServer.use(
      http.get('/remotes.json', () =>
        HttpResponse.json({
          'mfe-search': 'http://localhost:3001/mf-manifest.json',
          'mfe-news': '/news/mf-manifest.json',
          'mfe-bad': '/bad.json',
        }),
      ),
    );
    const list = await loadRemoteList();
    expect(list).toEqual({
      'mfe-search': 'http://localhost:3001/mf-manifest.json',
      'mfe-news': '/news/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_search', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'mfe_news', entry: '/news/mf-manifest.json' },
      ],
      { force: false },
    );
    expect(remoteEntryOf('mfe-search')).toBe('http://localhost:3001/mf-manifest.json');
    expect(remoteEntryOf('mfe-data')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mfe-bad'));
  });

  it('re-registers one remote with force after a failure', async () => {
    testServer.use(
      http.get('/remotes.json', () => HttpResponse.json({ 'mfe-data': '/data.json' })),
    );
    await loadRemoteList();
    jest.mocked(registerRemotes).mockClear();
    reregisterRemote('mfe-data');
    reregisterRemote('mfe-news'); // not configured: nothing to register
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_data', entry: '/data.json' }], {
      force: true,
    });
  });

  it.each([
    ['a 404', () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })],
    ['invalid JSON', () => new HttpResponse('{"mfe-search": ', { status: 200 })],
    ['a network error', () => HttpResponse.error()],
    ['JSON that is not an object', () => HttpResponse.json(['mfe-search'])],
  ])('%s leaves the portal without remotes, and does not throw', async (_what, answer) => {
    // A previous good list must not survive a bad one.
    testServer.use(
      http.get('/remotes.json', () => HttpResponse.json({ 'mfe-search': '/search.json' })),
    );
    await loadRemoteList();
    expect(remoteEntryOf('mfe-search')).toBe('/search.json');
    jest.mocked(registerRemotes).mockClear();

    testServer.use(http.get('/remotes.json', answer));
    await expect(loadRemoteList()).resolves.toEqual({});
    expect(remoteEntryOf('mfe-search')).toBeUndefined();
    expect(registerRemotes).toHaveBeenCalledWith([], { force: false });
    expect(consoleError).toHaveBeenCalled();
  });

  it('reads another list when given its URL', async () => {
    testServer.use(
      http.get('http://localhost/config/remotes.json', () =>
        HttpResponse.json({ 'mfe-monitor': '/monitor.json' }),
      ),
    );
    await expect(loadRemoteList('/config/remotes.json')).resolves.toEqual({
      'mfe-monitor': '/monitor.json',
    });
  });
});
