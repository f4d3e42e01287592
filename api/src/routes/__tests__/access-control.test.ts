import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { databaseTargets } from '../../test-support/databases';
import { placeOrder } from '../../test-support/orders';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { type LoggedIn, newUser } from '../../test-support/users';

const address = {
  fullname: 'Asha Menon',
  email: 'asha@example.in',
  contact_number: '9876543210',
  address: '12 MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
  type: 'billing+shipping',
};

function imageUpload(userId: number, data: Buffer) {
  const boundary = '----harmonyaccess';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${userId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

for (const target of await databaseTargets()) {
  describe(`user B against user A's resources on ${target.kind}`, () => {
    let t: TestApp;
    let a: LoggedIn;
    let b: LoggedIn;
    let addressId: number;
    let orderId: number;
    let productId: number;
    before(async () => {
      t = await startTestApp(target);
      a = await newUser(t.app);
      b = await newUser(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users/addresses',
        headers: a.auth,
        payload: address,
      });
      addressId = created.json().id;
      const products = await t.app.inject({ method: 'GET', url: '/api/products' });
      productId = products.json()[0].id;
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: a.auth,
        payload: { product_id: productId, quantity: 3 },
      });
      const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      const upload = imageUpload(a.id, png);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: { ...a.auth, ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(uploaded.statusCode, 200);
      orderId = await placeOrder(t.app, a.id, new Date());
    });
    after(() => t.close());

    /** A's own view of everything, to compare before and after B's attempts. */
    async function snapshotOfA() {
      const get = (url: string) =>
        t.app.inject({ method: 'GET', url, headers: a.auth }).then((r) => r.json());
      return {
        profile: await get('/api/users/profile'),
        address: await get(`/api/users/addresses/${addressId}`),
        cart: await get('/api/cart'),
        orders: await get(`/api/orders/user/${a.id}`),
      };
    }

    test('every attempt is 403 or 404 and A sees no change', async () => {
      const before = await snapshotOfA();
      assert.equal(before.cart.cart.length, 1);
      assert.equal(before.orders.data.length, 1);
      assert.ok(before.profile.profile_image);

      const attempts: [string, 'GET' | 'PUT' | 'POST' | 'DELETE', string, unknown, number][] = [
        [
          'profile PUT',
          'PUT',
          `/api/users/${a.id}`,
          { fullname: 'B was here', email: 'b-was-here@example.in' },
          403,
        ],
        ['address GET', 'GET', `/api/users/addresses/${addressId}`, undefined, 404],
        [
          'address PUT',
          'PUT',
          `/api/users/addresses/${addressId}`,
          { ...address, address: 'B was here' },
          404,
        ],
        ['address default', 'PUT', `/api/users/addresses/${addressId}/default`, { billing: true }, 404],
        ['address DELETE', 'DELETE', `/api/users/addresses/${addressId}`, undefined, 404],
        ['orders list', 'GET', `/api/orders/user/${a.id}`, undefined, 403],
        ['order', 'GET', `/api/orders/${orderId}`, undefined, 404],
      ];
      for (const [name, method, url, payload, status] of attempts) {
        const res = await t.app.inject({
          method,
          url,
          headers: b.auth,
          ...(payload ? { payload: payload as object } : {}),
        });
        assert.equal(res.statusCode, status, name);
        const body = res.json();
        assert.equal(body.statusCode, status, name);
        assert.equal(typeof body.message, 'string', name);
        assert.ok(!JSON.stringify(body).includes(a.email), `${name} leaks nothing of A`);
      }
      const ordersList = await t.app.inject({
        method: 'GET',
        url: `/api/orders/user/${a.id}`,
        headers: b.auth,
      });
      assert.deepEqual(ordersList.json(), {
        success: false,
        statusCode: 403,
        error: 'Forbidden',
        message: 'You can only see your own orders.',
      });
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: b.auth })).json()
          .success,
        false,
      );

      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const upload = imageUpload(a.id, png);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: { ...b.auth, ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(uploaded.statusCode, 403, 'upload with A as userId');

      // The cart is per user: B sees an empty cart, and B's changes touch only B's cart.
      assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/cart', headers: b.auth })).json(), {
        cart: [],
      });
      await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${productId}`,
        headers: b.auth,
        payload: { quantity: 9 },
      });
      await t.app.inject({ method: 'DELETE', url: `/api/cart/${productId}`, headers: b.auth });
      const bProfile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: b.auth });
      assert.equal(bProfile.json().id, b.id);
      assert.equal(bProfile.json().addresses.length, 1);

      assert.deepEqual(await snapshotOfA(), before, "A's data is unchanged");
    });
  });
}
