import { create } from 'zustand';
import type { UserProfile } from '../types/account';
import { readJson, writeJson } from './local-json';

export const TOKEN_KEY = 'accessToken';
export const USER_KEY = 'user';

/** What is kept of the user between visits: the profile, or the part of it the login answer carries. */
export type SessionUser = Pick<UserProfile, 'id' | 'fullname' | 'email' | 'contact_number'> &
  Partial<UserProfile>;

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as SessionUser).id === 'number';
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch (error) {
    console.warn('Could not save the session', error);
  }
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  signIn(token: string, user: SessionUser): void;
  setToken(token: string): void;
  setUser(user: SessionUser): void;
  clear(): void;
}

/** Who is signed in: the access token and the stored user, kept under `accessToken` and `user` (SPEC §3). */
export const useSessionStore = create<SessionState>()((set) => ({
  token: readToken(),
  user: readJson(USER_KEY, isUser, null),
  signIn(token, user) {
    writeToken(token);
    writeJson(USER_KEY, user);
    set({ token, user });
  },
  setToken(token) {
    writeToken(token);
    set({ token });
  },
  setUser(user) {
    writeJson(USER_KEY, user);
    set({ user });
  },
  clear() {
    writeToken(null);
    writeJson(USER_KEY, null);
    set({ token: null, user: null });
  },
}));

export const selectIsSignedIn = (state: SessionState) => Boolean(state.token);
