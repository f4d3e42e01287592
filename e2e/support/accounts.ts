import type { Page } from 'playwright-core';
import type { Mail, Stack } from './stack';

export interface Shopper {
  fullname: string;
  email: string;
  mobile: string;
  password: string;
}

let counter = 0;

/** A new shopper with unique contact details, so journeys never collide on the unique email or mobile. */
export function newShopperDetails(): Shopper {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${counter}`.slice(-7);
  return {
    fullname: 'Priya Raman',
    email: `priya.${unique}@example.in`,
    mobile: `98${unique.padStart(8, '0')}`.slice(0, 10),
    password: 'stable-power-1',
  };
}

/** Registers through the api (journeys that are not about registration start from an account). */
export async function registerThroughApi(stack: Pick<Stack, 'apiUrl'>, shopper: Shopper): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: shopper.fullname,
      email: shopper.email,
      contact_number: shopper.mobile,
      password: shopper.password,
      address: '12 Gandhi Road, T. Nagar',
      state: 'Tamil Nadu',
      city: 'Chennai',
      pincode: '600017',
    }),
  });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
}

export async function signInThroughForm(page: Page, shellUrl: string, identifier: string, password: string) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel('Email or Mobile Number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${shellUrl}/`);
}

/** The mails sent so far once `enough` says so of them (the api's outbox sends within a second). */
async function untilMails(stack: Stack, enough: (mails: Mail[]) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await stack.outbox();
    if (enough(mails) || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The mails sent so far, once there are at least `count` (all there are after `timeoutMs`). */
export function mailsSent(stack: Stack, count: number, timeoutMs = 10_000): Promise<Mail[]> {
  return untilMails(stack, (mails) => mails.length >= count, timeoutMs);
}

/** The newest mail to `to` whose text matches, waiting for the api to write it. */
export async function mailTo(stack: Stack, to: string, match: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const matches = (mail: Mail) => mail.to.includes(to) && match.test(mail.text);
  const found = (await untilMails(stack, (mails) => mails.some(matches), timeoutMs)).filter(matches);
  if (found.length === 0) throw new Error(`No mail to ${to} matching ${match}`);
  return found.at(-1)!;
}
