// The journeys test the stack they describe, not the developer's machine: a shell that has
// DATABASE_URL, SMTP_URL or Razorpay keys set must not reach the api a journey starts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newShopperDetails, registerThroughApi } from '../support/accounts';
import { startStack, type Stack } from '../support/stack';

const LEAKS = {
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/not-this-one',
  SMTP_URL: 'smtp://127.0.0.1:1',
  RAZORPAY_KEY_ID: 'rzp_test_fromtheshell',
  RAZORPAY_KEY_SECRET: 'secret-from-the-shell',
};

describe('the journeys’ stack', () => {
  let stack: Stack;
  const saved: Record<string, string | undefined> = {};
  before(async () => {
    for (const [name, value] of Object.entries(LEAKS)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    stack = await startStack();
  });
  after(async () => {
    await stack?.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('runs on its own embedded database, the sandbox and its outbox, whatever the shell has set', async () => {
    const health = (await (await fetch(`${stack.apiUrl}/api/health`)).json()) as { database: string };
    assert.equal(health.database, 'pglite');
    const payment = (await (await fetch(`${stack.apiUrl}/api/payment/config`)).json()) as { gateway: string };
    assert.equal(payment.gateway, 'sandbox');
    const shopper = newShopperDetails();
    await registerThroughApi(stack, shopper);
    await fetch(`${stack.apiUrl}/api/users/forget-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrContact: shopper.email }),
    });
    const deadline = Date.now() + 10_000;
    while (!(await stack.outbox()).some((mail) => mail.to.includes(shopper.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok(
      (await stack.outbox()).some((mail) => mail.to.includes(shopper.email)),
      'the reset mail is in the stack’s outbox',
    );
  });
});
