import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../config';
import { coupons } from '../../../db/coupon-schema';
import { databaseTargets } from '../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../test-support/test-app';

/** What a production api's configuration says about the example coupons. */
const production = loadConfig({
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live-secret',
  SMTP_URL: 'smtp://mail.example:587',
  COOKIE_SECURE: 'true',
  SITE_URL: 'https://harmony.example',
});

for (const target of await databaseTargets()) {
  describe(`the first seed on ${target.kind}`, () => {
    let development: TestApp;
    let shop: TestApp;
    before(async () => {
      development = await startTestApp(target);
      shop = await startTestApp(target, { seedExampleCoupons: production.seedExampleCoupons });
    });
    after(async () => {
      await development.close();
      await shop.close();
    });

    test('outside production a new shop gets the example coupons with its catalogue', async () => {
      const codes = await development.app.db.select({ code: coupons.code }).from(coupons);
      assert.deepEqual(codes.map(({ code }) => code).sort(), ['MONSOON500', 'WELCOME10']);
    });

    test('in production it gets the catalogue and no example coupon (everyone knows their codes)', async () => {
      assert.equal((await shop.app.inject('/api/products/1')).statusCode, 200);
      assert.deepEqual(await shop.app.db.select().from(coupons), []);
    });
  });
}
