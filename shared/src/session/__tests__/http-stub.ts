import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { configureApiClient } from '../../api/client';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}

type Handler = (
  call: Call,
) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** Answers the shared client's requests in-process: the HTTP boundary of a unit test. */
export function stubHttp(handler: Handler): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: AxiosHeaders.from(config.headers).get('Authorization') as string | undefined,
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
  return calls;
}

/** A JWT-shaped token whose exp is `secondsFromNow` away (the client only reads exp). */
export function fakeJwt(secondsFromNow: number, sub = 1): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
}
