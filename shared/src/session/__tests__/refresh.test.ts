import { apiClient } from '../../api/client';
import { useSessionStore } from '../../stores/session-store';
import { showToast } from '../../ui/toast';
import { scheduleRefresh, stopRefreshTimer } from '../refresh';
import { onSessionExpired } from '../session-events';
import { fakeJwt, stubHttp } from './http-stub';

jest.mock('../../ui/toast', () => ({ showToast: jest.fn(() => Promise.resolve()) }));

const user = { id: 1, fullname: 'Priya Raman', email: 'priya@example.in', contact_number: '9876543210' };

beforeEach(() => {
  useSessionStore.getState().signIn('old-token', user);
  jest.mocked(showToast).mockClear();
});

afterEach(() => stopRefreshTimer());

describe('401 handling', () => {
  it('refreshes once for requests failing together, then retries each with the new token', async () => {
    const calls = stubHttp(({ url, authorization }) => {
      if (url === '/api/users/refresh-token') return { status: 200, data: { accessToken: 'new-token' } };
      return authorization === 'Bearer new-token' ? { status: 200, data: { ok: url } } : { status: 401 };
    });
    const answers = await Promise.all([apiClient.get('/api/cart'), apiClient.get('/api/users/profile')]);
    expect(answers.map((a) => a.data.ok)).toEqual(['/api/cart', '/api/users/profile']);
    expect(calls.filter((c) => c.url === '/api/users/refresh-token')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBe('new-token');
    expect(localStorage.getItem('accessToken')).toBe('new-token');
  });

  it('retries only once: a second 401 is passed on', async () => {
    const calls = stubHttp(({ url }) =>
      url === '/api/users/refresh-token'
        ? { status: 200, data: { accessToken: 'new-token' } }
        : { status: 401 },
    );
    await expect(apiClient.get('/api/cart')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/cart', '/api/users/refresh-token', '/api/cart']);
  });

  it('forces a logout when the refresh fails or returns no token', async () => {
    for (const refreshAnswer of [{ status: 401 }, { status: 200, data: {} }]) {
      useSessionStore.getState().signIn('old-token', user);
      const expired = jest.fn();
      const stop = onSessionExpired(expired);
      stubHttp(({ url }) => (url === '/api/users/refresh-token' ? refreshAnswer : { status: 401 }));
      await expect(apiClient.get('/api/cart')).rejects.toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
      expect(localStorage.getItem('accessToken')).toBeNull();
      expect(expired).toHaveBeenCalledTimes(1);
      expect(showToast).toHaveBeenLastCalledWith(
        'Session Expired',
        expect.objectContaining({ text: 'Please log in again.', timer: 2000 }),
      );
      stop();
    }
  });

  it('shows Session Expired for its 2 s on the page first, then forgets the session and goes to sign in', async () => {
    let closeToast: () => void = () => undefined;
    jest.mocked(showToast).mockReturnValueOnce(new Promise<void>((resolve) => (closeToast = resolve)));
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    stubHttp(() => ({ status: 401 }));
    await expect(apiClient.get('/api/cart')).rejects.toBeTruthy();
    // Another request failing while the toast shows ends the same session: one toast.
    await expect(apiClient.get('/api/users/profile')).rejects.toBeTruthy();
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user).toEqual(user);
    expect(expired).not.toHaveBeenCalled();
    closeToast();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSessionStore.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('takes the token another tab refreshed first instead of logging out', async () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    const calls = stubHttp(({ url, authorization }) => {
      if (url === '/api/users/refresh-token') {
        // The other tab rotated the cookie a moment earlier and saved its token.
        localStorage.setItem('accessToken', 'other-tab-token');
        return { status: 401 };
      }
      return authorization === 'Bearer other-tab-token' ? { status: 200, data: 'ok' } : { status: 401 };
    });
    await expect(apiClient.get('/api/cart')).resolves.toMatchObject({ data: 'ok' });
    expect(useSessionStore.getState().token).toBe('other-tab-token');
    expect(expired).not.toHaveBeenCalled();
    expect(calls.at(-1)!.authorization).toBe('Bearer other-tab-token');
    stop();
  });

  it('follows a logout in another tab', () => {
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a guest 401 alone (nothing to refresh)', async () => {
    useSessionStore.getState().clear();
    const calls = stubHttp(() => ({ status: 401 }));
    await expect(apiClient.get('/api/cart')).rejects.toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});

describe('proactive refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes 60 s before exp and reschedules after each refresh', async () => {
    let issued = 0;
    const calls = stubHttp(() => ({ status: 200, data: { accessToken: fakeJwt(120, ++issued) } }));
    scheduleRefresh(fakeJwt(120));
    await jest.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('never refreshes back to back, even for a token shorter-lived than the lead time', async () => {
    const calls = stubHttp(() => ({ status: 200, data: { accessToken: fakeJwt(30) } }));
    scheduleRefresh(fakeJwt(30));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(9_000);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
  });

  it('refreshes at once when the lead time has already passed', async () => {
    const calls = stubHttp(() => ({ status: 200, data: { accessToken: fakeJwt(600) } }));
    scheduleRefresh(fakeJwt(30));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.url)).toEqual(['/api/users/refresh-token']);
  });
});
