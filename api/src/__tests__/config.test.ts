import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT, loadConfig } from '../config';

describe('configuration', () => {
  test('a new machine with no settings gets PGlite in <repo>/.data, port 4000 and the outbox', () => {
    const config = loadConfig({});
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data', 'pglite') });
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.logLevel, 'info');
    assert.equal(config.contactEmail, 'support@harmony.example');
    assert.equal(config.mailFrom, 'Harmony <no-reply@harmony.example>');
    assert.equal(config.smtpUrl, null);
    assert.equal(config.outboxDir, path.join(REPO_ROOT, '.outbox'));
    assert.equal(config.dataDir, path.join(REPO_ROOT, '.data'));
    assert.equal(config.jwtSecret, null, 'generated and kept in DATA_DIR, never a fixed one');
    assert.equal(config.accessTokenTtlSeconds, 900);
    assert.equal(config.sessionMaxDays, 30);
    assert.equal(config.sessionIdleDays, 7);
    assert.equal(config.cookieSecure, false);
    assert.equal(config.trustProxy, 'loopback');
    assert.deepEqual(
      [config.rateLimitWindowSeconds, config.rateLimitIpMax, config.rateLimitAccountMax],
      [900, 10, 5],
    );
    assert.equal(config.uploadsDir, path.join(REPO_ROOT, '.uploads'));
    assert.equal(config.siteUrl, 'http://localhost:3000');
    assert.ok(Math.abs(config.now().getTime() - Date.now()) < 1000);
    const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    assert.equal(rootPackage.name, 'harmony', 'REPO_ROOT is the repository root');
  });

  test('environment variables and overrides apply', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://u@db:5432/shop',
        PORT: '8080',
        LOG_LEVEL: 'silent',
        CONTACT_EMAIL: 'help@shop.in',
        SMTP_URL: 'smtp://mail:25',
        OUTBOX_DIR: '/tmp/box',
        DATA_DIR: '',
      },
      { port: 0 },
    );
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://u@db:5432/shop' });
    assert.equal(config.port, 0);
    assert.equal(config.logLevel, 'silent');
    assert.equal(config.mailFrom, 'Harmony <no-reply@shop.in>');
    assert.equal(config.smtpUrl, 'smtp://mail:25');
    assert.equal(config.outboxDir, '/tmp/box');
  });

  test('the account settings come from the environment', () => {
    const config = loadConfig({
      JWT_SECRET: 's'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '60',
      SESSION_MAX_DAYS: '14',
      SESSION_IDLE_DAYS: '2',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '2',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_IP_MAX: '100',
      RATE_LIMIT_ACCOUNT_MAX: '3',
      UPLOADS_DIR: '/tmp/up',
      SITE_URL: 'https://harmony.example/',
    });
    assert.equal(config.jwtSecret, 's'.repeat(32));
    assert.equal(config.accessTokenTtlSeconds, 60);
    assert.equal(config.sessionMaxDays, 14);
    assert.equal(config.sessionIdleDays, 2);
    assert.equal(config.cookieSecure, true);
    assert.equal(config.trustProxy, 2);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(config.rateLimitWindowSeconds, 60);
    assert.equal(config.rateLimitIpMax, 100);
    assert.equal(config.rateLimitAccountMax, 3);
    assert.equal(config.uploadsDir, '/tmp/up');
    assert.equal(config.siteUrl, 'https://harmony.example');
  });

  test('payments: the sandbox by default, Razorpay when both keys are set', () => {
    const sandbox = loadConfig({});
    assert.equal(sandbox.sandboxKeyId, 'rzp_test_sandbox');
    assert.equal(sandbox.sandboxKeySecret, null, 'generated and kept in DATA_DIR');
    assert.equal(sandbox.sandboxWebhookSecret, null);
    assert.equal(sandbox.razorpayKeyId, null);
    assert.equal(sandbox.razorpayKeySecret, null);
    assert.equal(sandbox.razorpayApiUrl, null);
    assert.equal(sandbox.razorpayTimeoutMs, 15_000);

    const razorpay = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_test_abc123',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_URL: 'http://127.0.0.1:9999/',
      SANDBOX_KEY_SECRET: 'k'.repeat(16),
    });
    assert.equal(razorpay.razorpayKeyId, 'rzp_test_abc123');
    assert.equal(razorpay.razorpayKeySecret, 'secret');
    assert.equal(razorpay.razorpayWebhookSecret, 'hook');
    assert.equal(razorpay.razorpayApiUrl, 'http://127.0.0.1:9999');
    assert.equal(razorpay.sandboxKeySecret, 'k'.repeat(16));

    assert.throws(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc123' }), /RAZORPAY_KEY_SECRET/);
    assert.throws(() => loadConfig({ RAZORPAY_KEY_SECRET: 'secret' }), /RAZORPAY_KEY_ID/);
    assert.throws(() => loadConfig({ RAZORPAY_KEY_ID: 'abc', RAZORPAY_KEY_SECRET: 's' }), /RAZORPAY_KEY_ID/);
    assert.throws(() => loadConfig({ SANDBOX_KEY_SECRET: 'short' }), /SANDBOX_KEY_SECRET/);
  });

  test('couriers: the sandbox by default, a step a minute; Shiprocket when both its settings are set', () => {
    const sandbox = loadConfig({});
    assert.deepEqual(
      [sandbox.shiprocketEmail, sandbox.courierWebhookToken, sandbox.courierSandboxPaceMs],
      [null, null, 60_000],
    );
    assert.equal(sandbox.shiprocketApiUrl, 'https://apiv2.shiprocket.in/v1/external');
    assert.equal(sandbox.shiprocketPickupLocation, 'Primary');
    const shiprocket = loadConfig({
      SHIPROCKET_EMAIL: 'api@harmony.example',
      SHIPROCKET_PASSWORD: 'pw',
      SHIPROCKET_API_URL: 'http://127.0.0.1:9998/v1/external/',
      COURIER_WEBHOOK_TOKEN: 't'.repeat(16),
      COURIER_SANDBOX_PACE_SECONDS: '1.5',
    });
    assert.deepEqual(
      [shiprocket.shiprocketEmail, shiprocket.shiprocketApiUrl, shiprocket.courierSandboxPaceMs],
      ['api@harmony.example', 'http://127.0.0.1:9998/v1/external', 1500],
    );
    assert.throws(
      () => loadConfig({ SHIPROCKET_EMAIL: 'api@harmony.example' }),
      /SHIPROCKET_PASSWORD go together/,
    );
    assert.throws(() => loadConfig({ COURIER_WEBHOOK_TOKEN: 'short' }), /COURIER_WEBHOOK_TOKEN/);
  });

  test('tax invoices: 5% GST, the HAR and HCN series, Harmony in Chennai by default; each can be set', () => {
    assert.deepEqual(loadConfig({}).invoice, {
      prefix: 'HAR',
      creditNotePrefix: 'HCN',
      taxRateBp: 500,
      supplier: {
        legalName: 'Harmony Power Systems Pvt. Ltd.',
        address: 'Plot 42, SIDCO Industrial Estate, Guindy, Chennai 600 032, Tamil Nadu, India',
        state: 'Tamil Nadu',
        gstin: '33AAAAA0000A1Z9',
      },
    });
    assert.deepEqual(
      loadConfig({
        GST_RATE_PERCENT: '18',
        INVOICE_PREFIX: 'HPS',
        CREDIT_NOTE_PREFIX: 'HPC',
        SUPPLIER_LEGAL_NAME: 'Harmony Power Systems Private Limited',
        SUPPLIER_ADDRESS: '1 Residency Road, Bengaluru 560025, Karnataka, India',
        SUPPLIER_STATE: 'Karnataka',
        SUPPLIER_GSTIN: '29AAGCB7383J1Z4',
      }).invoice,
      {
        prefix: 'HPS',
        creditNotePrefix: 'HPC',
        taxRateBp: 1800,
        supplier: {
          legalName: 'Harmony Power Systems Private Limited',
          address: '1 Residency Road, Bengaluru 560025, Karnataka, India',
          state: 'Karnataka',
          gstin: '29AAGCB7383J1Z4',
        },
      },
    );
    assert.equal(loadConfig({ GST_RATE_PERCENT: '2.5' }).invoice.taxRateBp, 250);
    assert.throws(() => loadConfig({ GST_RATE_PERCENT: '5.125' }), /GST_RATE_PERCENT/);
    assert.throws(() => loadConfig({ GST_RATE_PERCENT: '-1' }), /GST_RATE_PERCENT/);
    assert.throws(() => loadConfig({ INVOICE_PREFIX: 'HAR/X' }), /INVOICE_PREFIX/);
    // HARM/26-27/000001 would be 17 characters: more than rule 46 allows.
    assert.throws(() => loadConfig({ INVOICE_PREFIX: 'HARM' }), /INVOICE_PREFIX must be 1 to 3/);
    assert.throws(() => loadConfig({ CREDIT_NOTE_PREFIX: 'HARCN' }), /CREDIT_NOTE_PREFIX must be 1 to 3/);
    assert.throws(() => loadConfig({ SUPPLIER_STATE: 'Atlantis' }), /SUPPLIER_STATE/);
    assert.throws(() => loadConfig({ SUPPLIER_GSTIN: '33AAAAA0000A1Z8' }), /SUPPLIER_GSTIN/);
    assert.throws(
      () => loadConfig({ SUPPLIER_GSTIN: '29AAGCB7383J1Z4' }),
      /SUPPLIER_GSTIN starts with 29, not the code of SUPPLIER_STATE Tamil Nadu \(33\)/,
    );
  });

  test('delivery: Chennai 600032, 2 pm IST, islands unserviceable, no COD in the north-east and J&K', () => {
    const delivery = loadConfig({}).delivery;
    assert.equal(delivery.warehousePincode, '600032');
    assert.equal(delivery.cutoffMinutes, 14 * 60);
    assert.deepEqual(delivery.days, {
      'same-city': 1,
      'same-state': 2,
      metro: 3,
      'rest-of-india': 5,
      'north-east-jk': 7,
      islands: 10,
    });
    assert.deepEqual(delivery.unserviceable, {
      states: ['Andaman and Nicobar Islands', 'Lakshadweep'],
      pincodes: [],
    });
    assert.ok(delivery.noCod.states.includes('Assam') && delivery.noCod.states.includes('Jammu and Kashmir'));
    assert.deepEqual(delivery.noCod.pincodes, []);
    const year = new Date().getUTCFullYear();
    for (const day of [`${year}-01-26`, `${year}-08-15`, `${year}-10-02`, `${year + 1}-01-26`]) {
      assert.ok(delivery.holidays.includes(day), day);
    }

    const set = loadConfig({
      WAREHOUSE_PINCODE: '560001',
      DISPATCH_CUTOFF: '11:30',
      DELIVERY_HOLIDAYS: '2027-03-22, 2027-10-29',
      DELIVERY_DAYS: 'metro:2, rest-of-india:4',
      UNSERVICEABLE_STATES: 'none',
      UNSERVICEABLE_PINCODES: '744,682555',
      COD_UNAVAILABLE_STATES: 'Manipur',
      COD_UNAVAILABLE_PINCODES: '110001',
    }).delivery;
    assert.equal(set.warehousePincode, '560001');
    assert.equal(set.cutoffMinutes, 11 * 60 + 30);
    assert.deepEqual(set.holidays, ['2027-03-22', '2027-10-29']);
    assert.equal(set.days.metro, 2);
    assert.equal(set.days['rest-of-india'], 4);
    assert.equal(set.days['same-city'], 1);
    assert.deepEqual(set.unserviceable, { states: [], pincodes: ['744', '682555'] });
    assert.deepEqual(set.noCod, { states: ['Manipur'], pincodes: ['110001'] });

    assert.throws(() => loadConfig({ WAREHOUSE_PINCODE: '060032' }), /WAREHOUSE_PINCODE/);
    assert.throws(() => loadConfig({ DISPATCH_CUTOFF: '2 pm' }), /DISPATCH_CUTOFF/);
    assert.throws(() => loadConfig({ DELIVERY_HOLIDAYS: '26/01/2027' }), /DELIVERY_HOLIDAYS/);
    assert.throws(() => loadConfig({ DELIVERY_DAYS: 'moon:3' }), /DELIVERY_DAYS/);
    assert.throws(() => loadConfig({ DELIVERY_DAYS: 'metro:three' }), /DELIVERY_DAYS/);
    assert.throws(() => loadConfig({ UNSERVICEABLE_STATES: 'Atlantis' }), /UNSERVICEABLE_STATES/);
    assert.throws(() => loadConfig({ UNSERVICEABLE_PINCODES: '0744' }), /UNSERVICEABLE_PINCODES/);
    assert.throws(() => loadConfig({ COD_UNAVAILABLE_PINCODES: '1100011' }), /COD_UNAVAILABLE_PINCODES/);
  });

  test('delivery is free by default; a fee applies below the free-delivery value, or always without one', () => {
    assert.deepEqual(loadConfig({}).shipping, { feePaise: 0, freeFromPaise: null });
    assert.deepEqual(
      loadConfig({ DELIVERY_FEE_RUPEES: '49', FREE_DELIVERY_FROM_RUPEES: '999.50' }).shipping,
      { feePaise: 4_900, freeFromPaise: 99_950 },
    );
    assert.deepEqual(loadConfig({ DELIVERY_FEE_RUPEES: '99' }).shipping, {
      feePaise: 9_900,
      freeFromPaise: null,
    });
    assert.throws(() => loadConfig({ DELIVERY_FEE_RUPEES: '-1' }), /DELIVERY_FEE_RUPEES/);
    assert.throws(() => loadConfig({ FREE_DELIVERY_FROM_RUPEES: '9.999' }), /FREE_DELIVERY_FROM_RUPEES/);
  });

  test('a bad value stops the start with the variable named', () => {
    assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /JWT_SECRET/);
    assert.throws(() => loadConfig({ RATE_LIMIT_IP_MAX: '0' }), /RATE_LIMIT_IP_MAX/);
    assert.throws(() => loadConfig({ SITE_URL: 'not a url' }), /SITE_URL/);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => loadConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
  });
});

describe('production fails closed', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example:587',
    COOKIE_SECURE: 'true',
    SITE_URL: 'https://harmony.example',
  };
  const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_abc123', RAZORPAY_KEY_SECRET: 'live-secret' };

  test('NODE_ENV=production without Razorpay keys refuses to start, unless ALLOW_SANDBOX_PAYMENTS=1', () => {
    assert.throws(
      () => loadConfig(production),
      /NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; without them the sandbox gateway would approve every payment/,
    );
    assert.equal(loadConfig({ ...production, ...razorpay }).razorpayKeyId, 'rzp_live_abc123');
    assert.equal(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: '1' }).razorpayKeyId, null);
    assert.throws(
      () => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'yes' }),
      /ALLOW_SANDBOX_PAYMENTS/,
    );
  });

  test('NODE_ENV=production without SMTP_URL refuses to start, unless ALLOW_FILE_OUTBOX=1', () => {
    const noMail = { ...production, SMTP_URL: undefined, ...razorpay };
    assert.throws(() => loadConfig(noMail), /NODE_ENV=production needs SMTP_URL/);
    assert.equal(loadConfig({ ...noMail, ALLOW_FILE_OUTBOX: '1' }).smtpUrl, null);
  });

  const secure = { ...production, ...razorpay };

  test('NODE_ENV=production refuses COOKIE_SECURE other than true, naming it', () => {
    assert.equal(loadConfig(secure).cookieSecure, true);
    for (const value of [undefined, 'false']) {
      assert.throws(
        () => loadConfig({ ...secure, COOKIE_SECURE: value }),
        /NODE_ENV=production needs COOKIE_SECURE=true/,
      );
    }
  });

  test('NODE_ENV=production refuses a SITE_URL that is not https://, naming it', () => {
    assert.throws(
      () => loadConfig({ ...secure, SITE_URL: 'http://harmony.example' }),
      /NODE_ENV=production needs a SITE_URL that starts with https:\/\/ \(not http:\/\/harmony\.example\)/,
    );
    assert.throws(() => loadConfig({ ...secure, SITE_URL: undefined }), /SITE_URL/);
  });

  test('ALLOW_PLAIN_HTTP=1 lets a shop on this machine run production over http://localhost', () => {
    const local = { ...secure, COOKIE_SECURE: 'false', SITE_URL: 'http://localhost:3000' };
    assert.equal(loadConfig({ ...local, ALLOW_PLAIN_HTTP: '1' }).siteUrl, 'http://localhost:3000');
  });

  test('the example coupons are seeded outside production only; production refuses SEED_EXAMPLE_COUPONS=true', () => {
    assert.equal(loadConfig({}).seedExampleCoupons, true);
    assert.equal(loadConfig({ SEED_EXAMPLE_COUPONS: 'false' }).seedExampleCoupons, false);
    assert.equal(loadConfig(secure).seedExampleCoupons, false);
    assert.throws(
      () => loadConfig({ ...secure, SEED_EXAMPLE_COUPONS: 'true' }),
      /NODE_ENV=production refuses SEED_EXAMPLE_COUPONS=true/,
    );
  });

  test('/api/docs is served outside production, and in production only with PUBLIC_API_DOCS=1', () => {
    assert.equal(loadConfig({}).publicApiDocs, true);
    assert.equal(loadConfig(secure).publicApiDocs, false);
    assert.equal(loadConfig({ ...secure, PUBLIC_API_DOCS: '1' }).publicApiDocs, true);
  });

  test('development keeps working offline: the sandbox and the outbox need no setting', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    assert.equal(config.razorpayKeyId, null);
    assert.equal(config.smtpUrl, null);
  });
});
