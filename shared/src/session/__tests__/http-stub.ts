import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { configureApiClient } from '../../api/client';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** Sent with fetch's keepalive (the add in the click), not through the shared client. */
  keepalive: boolean;
}

type Handler = (
  call: Call,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/**
 * Answers the page's requests in-process, the shared client's and `fetch`'s: the HTTP boundary of a
 * unit test. A handler that throws is a request that got no answer.
 */
export function stubHttp(handler: Handler): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: headers.get('Authorization') as string | undefined,
      idempotencyKey: headers.get('Idempotency-Key') as string | undefined,
      keepalive: false,
    };
    calls.push(call);
    const { status, data } = await handler(call);
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, undefined, config, undefined, response);
    return response;
  };
  configureApiClient((client) => {
    client.defaults.adapter = adapter;
  });
  // jsdom has no fetch: the few calls the page makes with it get a Response-like answer.
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: headers.Authorization,
      idempotencyKey: headers['Idempotency-Key'],
      keepalive: init.keepalive === true,
    };
    calls.push(call);
    const { status, data } = await handler(call);
    return { ok: status < 400, status, json: async () => data } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** A JWT-shaped token whose exp is `secondsFromNow` away (the client only reads exp). */
export function fakeJwt(secondsFromNow: number, sub = 1): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
}
