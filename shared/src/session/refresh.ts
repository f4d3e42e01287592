import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApiClient } from '../api/client';
import { MESSAGES } from '../domain/messages';
import { useCartStore } from '../stores/cart-store';
import { TOKEN_KEY, useSessionStore } from '../stores/session-store';
import { showToast } from '../ui/toast';
import { emitSessionExpired } from './session-events';
import { tokenExpiresAt } from './token-expiry';

/** Proactive refresh runs this long before the access token expires (SPEC §9). */
export const REFRESH_LEAD_MS = 60_000;

/** Calls that must never trigger a refresh: the session's own endpoints. */
const SESSION_PATHS = [
  '/api/users/login',
  '/api/users/refresh-token',
  '/api/users/logout',
  '/api/users/signup',
];

/** A token issued with less than the lead time to live must not make refreshes run back to back. */
const MIN_REFRESH_INTERVAL_MS = 10_000;

let refreshing: Promise<string> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastRefreshAt = Number.NEGATIVE_INFINITY;

export function stopRefreshTimer(): void {
  clearTimeout(timer);
  timer = undefined;
  lastRefreshAt = Number.NEGATIVE_INFINITY;
}

/** Schedules the next refresh 60 s before exp (immediately when that is past), replacing any earlier one. */
export function scheduleRefresh(token: string): void {
  clearTimeout(timer);
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return;
  const now = Date.now();
  const delay = Math.max(0, expiresAt - REFRESH_LEAD_MS - now, lastRefreshAt + MIN_REFRESH_INTERVAL_MS - now);
  timer = setTimeout(() => {
    refreshAccessToken().catch(recoverOrExpire);
  }, delay);
}

/** One refresh at a time: requests failing together wait for the same new token. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= apiClient
    .post<{ accessToken?: string }>('/api/users/refresh-token')
    .then(({ data }) => {
      lastRefreshAt = Date.now();
      if (!data?.accessToken) throw new Error(MESSAGES.noTokenReturned);
      useSessionStore.getState().setToken(data.accessToken);
      scheduleRefresh(data.accessToken);
      return data.accessToken;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Forgets the session in this page: token, user, the shown cart and the timer. */
export function clearSession(): void {
  stopRefreshTimer();
  useSessionStore.getState().clear();
  useCartStore.getState().replaceLines('guest', []);
}

/** The token another tab of this browser saved, when it differs from ours: that tab refreshed first. */
function tokenFromAnotherTab(): string | null {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    return stored && stored !== useSessionStore.getState().token ? stored : null;
  } catch {
    return null;
  }
}

/**
 * A refresh that failed because another tab rotated the cookie first is not a logout: take that tab's
 * token. Otherwise the session really ended.
 */
function recoverOrExpire(): string {
  const shared = tokenFromAnotherTab();
  if (!shared) {
    expireSession();
    throw new Error('The session has expired');
  }
  useSessionStore.setState({ token: shared });
  scheduleRefresh(shared);
  return shared;
}

/** Set while the Session Expired toast shows: the requests failing meanwhile end the same session. */
let expiring = false;

/**
 * Forced logout (SPEC §4): the shopper is told for 2 s on the page they were on, then the session is
 * forgotten and they are taken to sign in (forgotten first, a signed-in page would leave at once, and the
 * toast over the login page would read as a failed sign-in).
 */
export function expireSession(): void {
  if (!useSessionStore.getState().token || expiring) return;
  expiring = true;
  stopRefreshTimer();
  void showToast(MESSAGES.sessionExpiredTitle, {
    icon: 'warning',
    text: MESSAGES.sessionExpiredText,
    timer: 2000,
  })
    .catch(() => undefined)
    .then(() => {
      expiring = false;
      clearSession();
      emitSessionExpired();
    });
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** On a 401 the request is retried once after a refresh; a failed refresh is a forced logout. */
configureApiClient((client) => {
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const isSessionCall = SESSION_PATHS.some((path) => config?.url?.startsWith(path));
    if (error.response?.status !== 401 || !config || config._retried || isSessionCall) throw error;
    if (!useSessionStore.getState().token) throw error;
    config._retried = true;
    try {
      await refreshAccessToken().catch(recoverOrExpire);
    } catch {
      throw error;
    }
    return client.request(config);
  });
});

/** Tabs of one browser share the session: a refresh or a logout in one is followed by the others. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY) return;
    if (event.newValue) {
      useSessionStore.setState({ token: event.newValue });
      scheduleRefresh(event.newValue);
    } else if (useSessionStore.getState().token) {
      clearSession();
      emitSessionExpired();
    }
  });
}
