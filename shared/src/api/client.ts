import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { FieldErrors } from '../domain/validation';
import { useSessionStore } from '../stores/session-store';

type ClientSetup = (client: AxiosInstance) => void;

const setups: ClientSetup[] = [];
let pending: Promise<AxiosInstance> | undefined;
let created: AxiosInstance | undefined;

/**
 * The one HTTP client of the page (shared as a federated singleton). axios is fetched with the first
 * call that needs it, so it never weighs on a page's first render: a guest's catalogue reads use
 * `fetch` (see products.ts). Calls are same-origin `/api/...`: the site forwards /api to the api, so the
 * refresh cookie stays first-party.
 */
function getApiClient(): Promise<AxiosInstance> {
  pending ??= import('axios').then(({ default: axios }) => {
    const client = axios.create({ withCredentials: true });
    client.interceptors.request.use((config) => {
      const token = useSessionStore.getState().token;
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    for (const setup of setups) setup(client);
    created = client;
    return client;
  });
  // A script that failed to arrive (a dropped connection on a phone) is asked for again next call.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** Runs `setup` (interceptors, a test adapter) on the client: now if it exists, else when it is made. */
export function configureApiClient(setup: ClientSetup): void {
  if (created) setup(created);
  else setups.push(setup);
}

/** Called like an axios instance; each call waits for the client the first time. */
export const apiClient: Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'> = {
  get: <T, R, D>(url: string, config?: AxiosRequestConfig<D>) =>
    getApiClient().then((client) => client.get<T, R, D>(url, config)),
  post: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    getApiClient().then((client) => client.post<T, R, D>(url, data, config)),
  put: <T, R, D>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
    getApiClient().then((client) => client.put<T, R, D>(url, data, config)),
  delete: <T, R, D>(url: string, config?: AxiosRequestConfig<D>) =>
    getApiClient().then((client) => client.delete<T, R, D>(url, config)),
};

/** A call the server answered with an error status (the fetch path's twin of an axios error). */
export class HttpError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.response = { status, data };
  }
}

/** What the server answered to a failed call (axios or fetch path); undefined when no answer came. */
export function failedResponse(error: unknown): { status: number; data: unknown } | undefined {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  return response && typeof response.status === 'number'
    ? { status: response.status, data: response.data }
    : undefined;
}

/** The server's message when it sent one, else the caller's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (failedResponse(error)?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** Per-field messages the api sent with a 400 ({ fields: { email: '…' } }), kept to the form's fields. */
export function serverFieldErrors<K extends string>(error: unknown, order: readonly K[]): FieldErrors<K> {
  const fields = (failedResponse(error)?.data as { fields?: unknown } | undefined)?.fields;
  const out: FieldErrors<K> = {};
  if (typeof fields !== 'object' || fields === null) return out;
  for (const name of order) {
    const message = (fields as Record<string, unknown>)[name];
    if (typeof message === 'string' && message.trim()) out[name] = message;
  }
  return out;
}
