import { apiClient } from '../api/client';
import { MESSAGES } from '../domain/messages';
import { forgetCartAddsOf } from '../stores/pending-cart-adds';
import { type SessionUser, useSessionStore } from '../stores/session-store';
import type { UserProfile } from '../types/account';
import { clearSession, scheduleRefresh } from './refresh';
import { enterGuestCart, enterServerCart } from './server-cart';

interface LoginAnswer {
  accessToken?: string;
  user?: SessionUser;
  message?: string;
}

/** GET /api/users/profile; the answer (or its `user` wrapper) becomes the stored user. */
export async function loadProfile(): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile | { user: UserProfile }>('/api/users/profile');
  const profile = 'user' in data ? data.user : data;
  useSessionStore.getState().setUser(profile);
  return profile;
}

/** Login (SPEC §4): store token and user, merge the guest cart, fetch the cart. Resolves with the message. */
export async function signIn(emailOrContact: string, password: string): Promise<string> {
  const { data } = await apiClient.post<LoginAnswer>('/api/users/login', { emailOrContact, password });
  if (!data?.accessToken || !data.user) throw new Error(MESSAGES.noTokenReturned);
  useSessionStore.getState().signIn(data.accessToken, data.user);
  scheduleRefresh(data.accessToken);
  await enterServerCart();
  return data.message ?? 'Login successful';
}

/** Logout: the api revokes the session first; only then is the page's session forgotten. */
export async function signOut(): Promise<void> {
  await apiClient.post('/api/users/logout');
  forgetSession();
}

/**
 * The page forgets a session the api has ended (logout, a deleted account): token, user, cart, timer,
 * and the adds still waiting to be sent again.
 */
export function forgetSession(): void {
  const userId = useSessionStore.getState().user?.id;
  if (userId !== undefined) forgetCartAddsOf(userId);
  clearSession();
  enterGuestCart();
}

/**
 * A page load (SPEC §4): with a stored token, fetch the profile, start the refresh timer and merge the
 * guest cart; if that fails, clear everything ('failed': the shell goes to /login). Without one, the guest cart.
 */
export async function resumeSession(): Promise<'guest' | 'signed-in' | 'failed'> {
  const token = useSessionStore.getState().token;
  if (!token) {
    enterGuestCart();
    return 'guest';
  }
  try {
    await loadProfile();
  } catch (error) {
    console.error('Profile fetch failed on start-up', error);
    clearSession();
    enterGuestCart();
    return 'failed';
  }
  scheduleRefresh(useSessionStore.getState().token ?? token);
  await enterServerCart();
  return 'signed-in';
}
