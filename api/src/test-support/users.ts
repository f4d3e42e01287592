import assert from 'node:assert/strict';
import type { StaffRole } from '@harmony/shared/domain';
import type { Limits } from '../accounts/account-deps';
import type { App } from '../app';
import { REFRESH_COOKIE } from '../http/refresh-cookie';
import type { OutboxFile } from '../mail/outbox';
import { changeRole } from '../staff/staff-roles';

let counter = 0;

/** A registration that passes every rule; each call gets its own email and mobile number. */
export function newSignup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    fullname: `Asha Menon ${n}`,
    email: `asha.${n}.${process.pid}@example.in`,
    contact_number: `98765${n}${String(process.pid % 10)}`,
    password: 'secret-123',
    address: '12 MG Road, Indiranagar',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560001',
    ...overrides,
  };
}

export interface LoggedIn {
  id: number;
  email: string;
  mobile: string;
  password: string;
  accessToken: string;
  /** The refresh cookie's value. */
  refresh: string;
  auth: { authorization: string };
}

export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
}

export async function signup(app: App, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/users/signup', payload: body });
}

export async function login(app: App, emailOrContact: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/users/login', payload: { emailOrContact, password } });
}

/** Registers a new shopper and logs in: the token, the refresh cookie and the ids. */
export async function newUser(app: App, overrides: Record<string, unknown> = {}): Promise<LoggedIn> {
  const body = newSignup(overrides);
  const created = await signup(app, body);
  assert.equal(created.statusCode, 201, created.body);
  const res = await login(app, body.email, body.password);
  assert.equal(res.statusCode, 200, res.body);
  const { accessToken, user } = res.json();
  const refresh = refreshCookieOf(res);
  assert.ok(refresh, 'login sets the refresh cookie');
  return {
    id: user.id,
    email: body.email,
    mobile: body.contact_number,
    password: body.password,
    accessToken,
    refresh,
    auth: { authorization: `Bearer ${accessToken}` },
  };
}

/** A new account given a staff role, as `npm run ops -- grant` gives it, and logged in. */
export async function staffUser(
  app: App,
  role: StaffRole,
  overrides: Record<string, unknown> = {},
): Promise<LoggedIn> {
  const who = await newUser(app, overrides);
  await changeRole(app.db, { action: 'grant', emailOrMobile: who.email, role }, { via: 'ops' }, new Date());
  return who;
}

/** The mails to one address, oldest first (the reset mail goes out just after the answer). */
export async function mailsTo(outbox: () => Promise<OutboxFile[]>, to: string, atLeast = 1) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await outbox()).filter((mail) => mail.to === to);
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A clock the tests move by hand (AppConfig.now). */
export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** Account limits that never refuse, for calling an account workflow directly. */
export const noLimits: Limits = {
  count: async () => {},
  check: async () => {},
  clear: async () => {},
  clearEverywhere: async () => {},
  refusal: () => new Error('refused'),
};
