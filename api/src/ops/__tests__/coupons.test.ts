import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { couponRow } from '../../test-support/coupons';
import { databaseTargets } from '../../test-support/databases';
import { payFor } from '../../test-support/invoices';
import { sandboxSecrets } from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';
import { OpsError, parseOpsCommand, runOps } from '../commands';

describe('ops: reading coupon commands', () => {
  const refused = (argv: string[], message: RegExp) =>
    assert.throws(
      () => parseOpsCommand(argv),
      (err: unknown) => err instanceof OpsError && message.test(err.message),
    );

  test('rupees and days on the command line, paise and instants in India for the database', () => {
    assert.deepEqual(
      parseOpsCommand([
        'add-coupon',
        'diwali-26',
        '--percent',
        '10',
        '--max',
        '500',
        '--min',
        '5000',
        '--from',
        '2026-11-01',
        '--until',
        '2026-12-31',
        '--limit',
        '100',
        '--per-customer',
        '1',
        '--first-order',
        '--categories',
        'ac-stabilizers, accessories',
        '--products',
        '3,3,7',
      ]),
      {
        name: 'add-coupon',
        coupon: {
          code: 'DIWALI-26',
          kind: 'percent',
          percent: 10,
          maxDiscountPaise: 50_000,
          amountPaise: null,
          minOrderPaise: 500_000,
          startsAt: new Date('2026-10-31T18:30:00Z'),
          // The whole of 31 December in India.
          endsAt: new Date('2026-12-31T18:30:00Z'),
          usageLimit: 100,
          perCustomerLimit: 1,
          firstOrderOnly: true,
          categoryIds: ['ac-stabilizers', 'accessories'],
          productIds: [3, 7],
        },
      },
    );
    assert.deepEqual(parseOpsCommand(['add-coupon', 'FLAT250', '--amount', '249.50']), {
      name: 'add-coupon',
      coupon: {
        code: 'FLAT250',
        kind: 'flat',
        percent: null,
        maxDiscountPaise: null,
        amountPaise: 24_950,
        minOrderPaise: null,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: null,
        firstOrderOnly: false,
        categoryIds: [],
        productIds: [],
      },
    });
    assert.deepEqual(parseOpsCommand(['coupon', 'welcome10']), {
      name: 'coupon',
      code: 'WELCOME10',
      limit: 50,
    });
    assert.deepEqual(parseOpsCommand(['disable-coupon', 'Welcome10']), {
      name: 'disable-coupon',
      code: 'WELCOME10',
    });

    refused(['add-coupon', 'X1'], /A coupon code is 3 to 32 letters, digits and dashes/);
    refused(['add-coupon', 'TEN OFF', '--percent', '10'], /not "TEN OFF"/);
    refused(['add-coupon', 'TENOFF'], /Give --percent or --amount: one of them/);
    refused(['add-coupon', 'TENOFF', '--percent', '10', '--amount', '5'], /one of them/);
    refused(
      ['add-coupon', 'TENOFF', '--percent', '0'],
      /--percent must be a whole number from 1 to 100, not "0"/,
    );
    refused(['add-coupon', 'TENOFF', '--percent', '12.5'], /--percent must be a whole number/);
    refused(['add-coupon', 'TENOFF', '--amount', '500', '--max', '100'], /--max caps a percentage/);
    refused(['add-coupon', 'TENOFF', '--amount', '0'], /--amount must be an amount in rupees above 0/);
    refused(['add-coupon', 'TENOFF', '--percent', '10', '--min', 'lots'], /--min must be an amount/);
    refused(
      ['add-coupon', 'TENOFF', '--percent', '10', '--from', '2026-02-30'],
      /--from must be a date such as/,
    );
    refused(
      ['add-coupon', 'TENOFF', '--percent', '10', '--from', '2026-12-01', '--until', '2026-11-30'],
      /--until must be on or after --from/,
    );
    refused(
      ['add-coupon', 'TENOFF', '--percent', '10', '--limit', '0'],
      /--limit must be a positive whole number/,
    );
    refused(['add-coupon', 'TENOFF', '--percent', '10', '--products', '1,x'], /product id in --products/);
    refused(['add-coupon', 'TENOFF', '--percent', '10', '--categories', 'AC Stabilizers'], /category slugs/);
    refused(['add-coupon', '--percent', '10'], /Usage: npm run ops -- add-coupon <CODE>/);
    refused(['coupons', '--percent', '10'], /coupons takes no --percent/);
    refused(['coupon'], /Usage: npm run ops -- coupon <CODE>/);
    refused(['disable-coupon', 'A', 'B'], /Usage: npm run ops -- disable-coupon <CODE>/);
  });
});

for (const target of await databaseTargets()) {
  describe(`ops coupons on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    const ops = (...argv: string[]) =>
      runOps(t.app.db, argv, { now: () => new Date('2026-06-01T10:00:00Z') });
    const refusal = async (argv: string[], message: RegExp) =>
      assert.rejects(ops(...argv), (err: unknown) => err instanceof OpsError && message.test(err.message));

    test('the seed gives a new shop WELCOME10 and MONSOON500', async () => {
      const list = await ops('coupons');
      assert.match(list[0] ?? '', /^Code\s+Terms\s+Valid\s+Uses\s+Given\s+State$/);
      assert.match(
        list.find((line) => line.startsWith('WELCOME10')) ?? '',
        /^WELCOME10\s+10% off your first order, up to ₹500; 1 per customer\s+always\s+0\s+₹0\.00\s+active$/,
      );
      assert.match(
        list.find((line) => line.startsWith('MONSOON500')) ?? '',
        /^MONSOON500\s+₹500 off orders above ₹5,000\s+always\s+0\s+₹0\.00\s+active$/,
      );
    });

    test('add-coupon, coupons, coupon (its report) and disable-coupon', async () => {
      assert.deepEqual(
        await ops(
          'add-coupon',
          'boards15',
          '--percent',
          '15',
          '--max',
          '300',
          '--until',
          '2026-12-31',
          '--limit',
          '2',
          '--categories',
          'extension-boards',
        ),
        [
          'Added coupon BOARDS15: 15% off selected products, up to ₹300; categories extension-boards; valid until 2026-12-31; uses 0/2.',
        ],
      );
      const row = await couponRow(t.app, 'BOARDS15');
      assert.deepEqual(
        [row.kind, row.percent, row.maxDiscountPaise, row.usageLimit, row.endsAt?.toISOString(), row.active],
        ['percent', 15, 30_000, 2, '2026-12-31T18:30:00.000Z', true],
      );
      await refusal(['add-coupon', 'BOARDS15', '--amount', '100'], /The code BOARDS15 exists already/);
      await refusal(
        ['add-coupon', 'NEWCAT', '--percent', '5', '--categories', 'fans,accessories'],
        /There is no category fans\./,
      );
      await refusal(
        ['add-coupon', 'NEWPROD', '--percent', '5', '--products', '1,999'],
        /There is no product #999\./,
      );

      // Two orders use it; the report says what it gave.
      const [u, v] = [await newUser(t.app), await newUser(t.app)];
      const board = [{ product_id: 16, quantity: 2 }]; // ₹1,299 each: 15% is ₹389.70, capped at ₹300
      const quoted = await t.app.inject({
        method: 'POST',
        url: '/api/coupons/quote',
        payload: { code: 'BOARDS15', cartItems: board },
      });
      assert.equal(quoted.json().discount, 30_000);
      const amount = 2_598 - 300 + (2_598 - 300) * 0.05; // ₹2,412.90
      const first = await payFor(t.app, u, board, { coupon_code: 'BOARDS15', amount });
      const second = await payFor(t.app, v, [{ product_id: 14, quantity: 1 }], {
        coupon_code: 'BOARDS15',
        amount: 449 - 67.35 + 19.08, // 15% of ₹449 is ₹67.35; 5% of ₹381.65 is ₹19.08
      });
      await t.app.orderMails.settled();
      const list = await ops('coupons');
      assert.match(
        list.find((line) => line.startsWith('BOARDS15')) ?? '',
        /^BOARDS15\s+15% off selected products, up to ₹300; categories extension-boards\s+until 2026-12-31\s+2\/2\s+₹367\.35\s+active$/,
      );
      const report = await ops('coupon', 'boards15');
      assert.equal(
        report[0],
        'BOARDS15 (active): 15% off selected products, up to ₹300; categories extension-boards; valid until 2026-12-31.',
      );
      assert.equal(report[1], 'Uses: 2/2; 2 paid orders, ₹367.35 discount given.');
      assert.match(report[3] ?? '', /^Order\s+Paid \(India\)\s+Customer\s+Discount\s+Total\s+Status$/);
      assert.match(
        report[5] ?? '',
        new RegExp(
          `^\\s*#${second}\\s+\\d{4}-\\d{2}-\\d{2}\\s+Asha Menon \\d+\\s+₹67\\.35\\s+₹400\\.73\\s+pending$`,
        ),
      );
      assert.match(report[6] ?? '', new RegExp(`^\\s*#${first}\\s+.*₹300\\.00\\s+₹2,412\\.90\\s+pending$`));
      const limited = await ops('coupon', 'BOARDS15', '--limit', '1');
      assert.equal(limited.at(-1), 'The last 1 of 2; --limit shows more.');
      await refusal(['coupon', 'NOPE-1'], /There is no coupon NOPE-1; `npm run ops -- coupons` lists them\./);

      // Disabled: the quote refuses it at once, and the list says so.
      assert.match((await ops('disable-coupon', 'MONSOON500'))[0] ?? '', /^Coupon MONSOON500 is disabled:/);
      assert.deepEqual(await ops('disable-coupon', 'MONSOON500'), ['Coupon MONSOON500 is disabled already.']);
      await refusal(['disable-coupon', 'NOPE-1'], /There is no coupon NOPE-1\./);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/coupons/quote',
        payload: { code: 'MONSOON500', cartItems: [{ product_id: 8, quantity: 1 }] },
      });
      assert.deepEqual([res.statusCode, res.json().message], [422, 'This coupon is no longer available.']);
      assert.match(
        (await ops('coupons')).find((line) => line.startsWith('MONSOON500')) ?? '',
        /\s+disabled$/,
      );
    });
  });
}
