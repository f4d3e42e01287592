import axios, { isAxiosError } from 'axios';
import { useSessionStore } from '../stores/session-store';

/**
 * The one HTTP client of the page (shared as a federated singleton). Calls are same-origin `/api/...`:
 * each app's server forwards /api to the api, so the refresh cookie stays first-party.
 */
export const apiClient = axios.create({ withCredentials: true });

apiClient.interceptors.request.use((config) => {
  const token = useSessionStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The server's message when it sent one, else the caller's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
