import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STAFF_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';

// The back office's order list: by role, filtered, searched, sorted, in keyset pages of 25.
for (const target of await databaseTargets()) {
  describe(`GET /api/admin/orders on ${target.kind}`, () => {
    let t: TestApp;
    let packer: LoggedIn;
    let customer: LoggedIn;
    before(async () => {
      t = await startTestApp(target);
      packer = await staffUser(t.app, 'orders');
      customer = await newUser(t.app);
    });
    after(() => t.close());

    const list = (query: string, who: LoggedIn | null = packer) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: who?.auth ?? {} });
    const ids = async (query: string) => {
      const res = await list(query);
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().orders as Array<{ id: number }>).map((o) => o.id);
    };
    /** Orders on their own days (India time), so each test reads only its own. */
    const onDay = (day: string, hourIst: number) =>
      new Date(Date.parse(`${day}T00:00:00+05:30`) + hourIst * 3_600_000);

    test('signed out 401; a shopper and the catalog role 403; the orders role reads it', async () => {
      assert.equal((await list('', null)).statusCode, 401);
      const shopper = await list('', customer);
      assert.equal(shopper.statusCode, 403);
      assert.equal(shopper.json().message, STAFF_MESSAGES.staffOnly);
      const clerk = await staffUser(t.app, 'catalog');
      const refused = await list('', clerk);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, STAFF_MESSAGES.areaRefused('orders'));
      const res = await list('');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    test('pages of 25, newest first, each order once, even with one placed between pages', async () => {
      const placed: number[] = [];
      for (let i = 0; i < 30; i += 1)
        placed.push(await placeOrder(t.app, customer.id, onDay('2031-01-10', 1 + i / 10)));
      const range = 'from=2031-01-10&to=2031-01-10';
      const first = (await list(range)).json();
      assert.equal(first.orders.length, 25);
      assert.deepEqual(
        first.orders.map((o: { id: number }) => o.id),
        placed.slice().reverse().slice(0, 25),
      );
      // A newer order arrives: it belongs before page one, and page two neither repeats nor skips.
      await placeOrder(t.app, customer.id, onDay('2031-01-10', 20));
      const second = (await list(`${range}&after=${first.next}`)).json();
      assert.deepEqual(
        second.orders.map((o: { id: number }) => o.id),
        placed.slice(0, 5).reverse(),
      );
      assert.equal(second.next, null);
      assert.deepEqual((await ids(`${range}&sort=oldest`)).slice(0, 3), placed.slice(0, 3));
    });

    test('filters by status, payment, coupon (any case) and the shop’s days', async () => {
      const day = '2031-02-01';
      const shipped = await placeOrder(t.app, customer.id, onDay(day, 10), 'shipped');
      const failed = await placeOrder(t.app, customer.id, onDay(day, 11), 'pending', {
        paymentStatus: 'failed',
      });
      const withCoupon = await placeOrder(t.app, customer.id, onDay(day, 12), 'pending', {
        couponCode: 'WELCOME10',
        discountPaise: 100,
      });
      // 23:30 India time on the 1st is still the 1st (18:00 UTC); 00:30 on the 2nd is not.
      const lateEvening = await placeOrder(t.app, customer.id, onDay(day, 23.5));
      const nextDay = await placeOrder(t.app, customer.id, onDay('2031-02-02', 0.5));
      const range = `from=${day}&to=${day}`;
      assert.deepEqual(await ids(range), [lateEvening, withCoupon, failed, shipped]);
      assert.deepEqual(await ids(`${range}&status=shipped`), [shipped]);
      assert.deepEqual(await ids(`${range}&payment=failed`), [failed]);
      assert.deepEqual(await ids(`${range}&coupon=welcome10`), [withCoupon]);
      assert.deepEqual(await ids(`from=2031-02-02&to=2031-02-02`), [nextDay]);
    });

    test('payment=ready lists what staff can fulfil: paid orders and confirmed Cash on Delivery ones', async () => {
      const day = '2031-02-10';
      const paid = await placeOrder(t.app, customer.id, onDay(day, 9));
      const unconfirmed = await placeOrder(t.app, customer.id, onDay(day, 10), 'pending', {
        paymentStatus: 'cod',
        paymentMethod: 'cod',
      });
      const confirmed = await placeOrder(t.app, customer.id, onDay(day, 11), 'pending', {
        paymentStatus: 'cod',
        paymentMethod: 'cod',
        codConfirmedAt: onDay(day, 12),
      });
      const awaiting = await placeOrder(t.app, customer.id, onDay(day, 13), 'pending', {
        paymentStatus: 'created',
      });
      const range = `from=${day}&to=${day}`;
      assert.deepEqual(await ids(range), [awaiting, confirmed, unconfirmed, paid]);
      assert.deepEqual(await ids(`${range}&status=pending&payment=ready`), [confirmed, paid]);
      assert.deepEqual(await ids(`${range}&payment=cod`), [confirmed, unconfirmed]);
    });

    test('finds an order by number, mobile, email (any case) or the start of a name', async () => {
      const day = '2031-03-01';
      const one = await placeOrder(t.app, customer.id, onDay(day, 9), 'pending', {
        customerName: 'Meera Iyer',
        customerEmail: 'Meera.Iyer@Example.in',
        customerPhone: '9123456780',
      });
      const other = await placeOrder(t.app, customer.id, onDay(day, 10), 'pending', {
        customerName: 'Meenakshi 100% Rao',
        customerPhone: '9123456781',
      });
      const range = `from=${day}&to=${day}`;
      assert.deepEqual(await ids(`q=%23${one}`), [one]);
      assert.deepEqual(await ids(`q=${one}`), [one]);
      assert.deepEqual(await ids(`q=9123456780`), [one]);
      assert.deepEqual(await ids(`q=meera.iyer%40example.IN`), [one]);
      assert.deepEqual(await ids(`${range}&q=mee`), [other, one]);
      assert.deepEqual(await ids(`${range}&q=MEERA`), [one]);
      assert.deepEqual(await ids(`${range}&q=Meenakshi%20100%25`), [other], '% is a letter, not a wildcard');
      assert.deepEqual(await ids(`${range}&q=%25`), []);
    });

    test('sorts by total, highest or lowest first', async () => {
      const day = '2031-04-01';
      const small = await placeOrder(t.app, customer.id, onDay(day, 9), 'pending', {
        grandTotalPaise: 100_00,
      });
      const large = await placeOrder(t.app, customer.id, onDay(day, 10), 'pending', {
        grandTotalPaise: 9_000_00,
      });
      const middle = await placeOrder(t.app, customer.id, onDay(day, 11), 'pending', {
        grandTotalPaise: 500_00,
      });
      const range = `from=${day}&to=${day}`;
      assert.deepEqual(await ids(`${range}&sort=total_high`), [large, middle, small]);
      assert.deepEqual(await ids(`${range}&sort=total_low`), [small, middle, large]);
      const row = (await list(`${range}&sort=total_low`)).json().orders[0];
      assert.deepEqual(
        { total: row.total_paise, status: row.status, payment: row.payment_status, name: row.customer_name },
        { total: 100_00, status: 'pending', payment: 'paid', name: 'Asha Menon' },
      );
    });

    test('refuses a bad filter with a 400 that names it', async () => {
      for (const [query, field] of <Array<[string, string]>>[
        ['status=lost', 'status'],
        ['payment=maybe', 'payment'],
        ['sort=random', 'sort'],
        ['from=2031-13-45', 'from'],
        ['from=yesterday', 'from'],
        ['from=2031-02-02&to=2031-02-01', 'from'],
        ['after=abc', 'after'],
        ['after=0', 'after'],
      ]) {
        const res = await list(query);
        assert.equal(res.statusCode, 400, query);
        assert.match(res.json().message, new RegExp(field), query);
      }
    });
  });
}
