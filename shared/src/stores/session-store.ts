import { create } from 'zustand';
import { TOKEN_KEY } from '../api/client';
import { readJson, writeJson } from './local-json';

export const USER_KEY = 'user';

export interface SessionUser {
  id: number;
  fullname: string;
  email: string;
  contact_number: string;
  profile_image?: string | null;
}

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

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  signIn(token: string, user: SessionUser): void;
  setUser(user: SessionUser): void;
  signOut(): void;
}

/** Who is signed in: the access token and the stored user, kept under `accessToken` and `user` (SPEC §3). */
export const useSessionStore = create<SessionState>()((set) => ({
  token: readToken(),
  user: readJson(USER_KEY, isUser, null),
  signIn(token, user) {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch (error) {
      console.warn('Could not save the session', error);
    }
    writeJson(USER_KEY, user);
    set({ token, user });
  },
  setUser(user) {
    writeJson(USER_KEY, user);
    set({ user });
  },
  signOut() {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored to remove.
    }
    writeJson(USER_KEY, null);
    set({ token: null, user: null });
  },
}));

export const selectIsSignedIn = (state: SessionState) => Boolean(state.token);
