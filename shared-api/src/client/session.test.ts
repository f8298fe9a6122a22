import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { testServer } from '../../../test-setup/msw-server';
import {
  clearSession,
  isLoggedIn,
  onSessionChange,
  readSession,
  saveSession,
  setMemberLevel,
} from './session';
import { envelope, setUpClient, tokenPair } from '../testing';
import { useSession } from './use-session';
import { memberApi } from './endpoints/member';

describe('session', () => {
  it('stores under the spec key names', () => {
    saveSession(tokenPair('a', 2));
    expect(localStorage.getItem('userName')).toBe('13800000000');
    expect(localStorage.getItem('userToken')).toBe('token-a');
    expect(localStorage.getItem('userRefreshToken')).toBe('refresh-a');
    expect(localStorage.getItem('memberLevelId')).toBe('2');
    setMemberLevel(4);
    expect(readSession().memberLevelId).toBe(4);
  });

  it('is logged in only with both userName and userToken', () => {
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('userToken', 't');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('userName', 'n');
    expect(isLoggedIn()).toBe(true);
  });

  it('clears only the session keys', () => {
    localStorage.setItem('searchHistory', '["苹果"]');
    saveSession(tokenPair('a'));
    clearSession();
    expect(readSession()).toEqual({
      userName: null,
      userToken: null,
      refreshToken: null,
      memberLevelId: null,
    });
    expect(localStorage.getItem('searchHistory')).toBe('["苹果"]');
  });

  it('tells subscribers about changes, here and from other tabs, but not no-ops', () => {
    const listener = jest.fn();
    const unsubscribe = onSessionChange(listener);
    saveSession(tokenPair('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    clearSession();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    localStorage.setItem('userToken', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userToken' }));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(listener.mock.calls[2]?.[0]).toMatchObject({ userToken: 'from-other-tab' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    saveSession(tokenPair('b'));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('useSession', () => {
  it('re-renders on login and logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(false);
    act(() => saveSession(tokenPair('a', 3)));
    expect(result.current).toMatchObject({
      loggedIn: true,
      userName: '13800000000',
      memberLevelId: 3,
    });
    act(() => clearSession());
    expect(result.current.loggedIn).toBe(false);
  });
});

describe('the store on logout', () => {
  it('drops cached member data', async () => {
    const client = setUpClient();
    saveSession(tokenPair('a'));
    testServer.use(
      http.post('/shebiao/cloud-portal/v2/userRemind/queryUnread', () =>
        envelope(200, 'ok', [{ id: 1, title: 't' }]),
      ),
    );
    await client.store.dispatch(memberApi.endpoints.queryUnread.initiate());
    const select = memberApi.endpoints.queryUnread.select();
    expect(select(client.store.getState()).data).toHaveLength(1);
    clearSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(select(client.store.getState()).data).toBeUndefined();
    client.done();
  });
});
