import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../config';
import { databaseTargets } from '../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../test-support/test-app';

for (const target of await databaseTargets()) {
  describe(`OpenAPI on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('/api/docs/json documents every route from the zod schemas', async () => {
      const res = await t.app.inject('/api/docs/json');
      assert.equal(res.statusCode, 200);
      const doc = res.json();
      assert.equal(doc.openapi, '3.1.0');
      assert.deepEqual(Object.keys(doc.paths).sort(), [
        '/api/admin/audit',
        '/api/admin/coupons',
        '/api/admin/coupons/{code}/disable',
        '/api/admin/coupons/{code}/enable',
        '/api/admin/dashboard',
        '/api/admin/mails',
        '/api/admin/mails/{mailId}/retry',
        '/api/admin/me',
        '/api/admin/messages',
        '/api/admin/messages/{messageId}',
        '/api/admin/messages/{messageId}/replies',
        '/api/admin/messages/{messageId}/status',
        '/api/admin/orders',
        '/api/admin/orders/export',
        '/api/admin/orders/{orderId}',
        '/api/admin/orders/{orderId}/cancel',
        '/api/admin/orders/{orderId}/confirmation',
        '/api/admin/orders/{orderId}/credit-note',
        '/api/admin/orders/{orderId}/fulfilment',
        '/api/admin/orders/{orderId}/invoice',
        '/api/admin/orders/{orderId}/notes',
        '/api/admin/orders/{orderId}/refund/retry',
        '/api/admin/products',
        '/api/admin/products/description-preview',
        '/api/admin/products/{productId}',
        '/api/admin/products/{productId}/pictures',
        '/api/admin/products/{productId}/pictures/order',
        '/api/admin/products/{productId}/pictures/{pictureId}',
        '/api/admin/products/{productId}/publication',
        '/api/admin/staff',
        '/api/admin/staff/grant',
        '/api/admin/staff/revoke',
        '/api/admin/stock',
        '/api/admin/stock/{productId}',
        '/api/admin/stock/{productId}/changes',
        '/api/admin/stock/{productId}/low-level',
        '/api/cart',
        '/api/cart/{product_id}',
        '/api/categories',
        '/api/contact',
        '/api/coupons/quote',
        '/api/courier/tracking',
        '/api/delivery/{pincode}',
        '/api/health',
        '/api/health/live',
        '/api/health/ready',
        '/api/images/products/{file}',
        '/api/orders/user/{userId}',
        '/api/orders/{orderId}',
        '/api/orders/{orderId}/cancel',
        '/api/orders/{orderId}/cod-code',
        '/api/orders/{orderId}/cod-confirmation',
        '/api/orders/{orderId}/credit-note',
        '/api/orders/{orderId}/invoice',
        '/api/pages/head/{*}',
        '/api/pages/previews/harmony.png',
        '/api/pages/previews/products/{file}',
        '/api/pages/status/{*}',
        '/api/payment/abandon',
        '/api/payment/cod-availability',
        '/api/payment/config',
        '/api/payment/create-order',
        '/api/payment/sandbox/authorize',
        '/api/payment/sandbox/checkout.js',
        '/api/payment/sandbox/decline',
        '/api/payment/verify',
        '/api/payment/webhook',
        '/api/pincodes/{pincode}',
        '/api/products',
        '/api/products/suggest',
        '/api/products/{id}',
        '/api/stock',
        '/api/users/addresses',
        '/api/users/addresses/{id}',
        '/api/users/addresses/{id}/default',
        '/api/users/change-password',
        '/api/users/confirm-contact-change',
        '/api/users/delete-account',
        '/api/users/forget-password',
        '/api/users/login',
        '/api/users/logout',
        '/api/users/my-data',
        '/api/users/profile',
        '/api/users/refresh-token',
        '/api/users/reset-password',
        '/api/users/signup',
        '/api/users/undo-contact-change',
        '/api/users/upload-image',
        '/api/users/{id}',
        '/robots.txt',
        '/sitemap.xml',
        '/uploads/{*}',
      ]);
      assert.equal(doc.components.securitySchemes.bearerAuth.scheme, 'bearer');
      assert.deepEqual(doc.paths['/api/users/profile'].get.security, [{ bearerAuth: [] }]);
      for (const name of [
        'User',
        'Address',
        'CartItem',
        'Order',
        'OrderInvoice',
        'LoginAnswer',
        'CreateOrder',
        'CreatedOrder',
        'CheckoutResult',
        'PaymentVerified',
        'PaymentConfig',
      ]) {
        assert.ok(doc.components.schemas[name], name);
      }
      const product = doc.components.schemas.Product;
      assert.deepEqual(product.required.sort(), [
        'brand',
        'description',
        'description1',
        'id',
        'image',
        'inputvoltage',
        'label',
        'outputvoltage',
        'price',
        'specs',
        'stock',
        'title',
      ]);
      const contact = doc.paths['/api/contact'].post;
      assert.ok(contact.requestBody.content['application/json'].schema);
      assert.ok(contact.responses['201'] && contact.responses['400']);
      const createOrder = doc.paths['/api/payment/create-order'].post;
      assert.deepEqual(createOrder.security, [{ bearerAuth: [] }]);
      assert.ok(createOrder.responses['201'] && createOrder.responses['403'] && createOrder.responses['502']);
      assert.equal(doc.paths['/api/payment/webhook'].post.security, undefined);
      const tracking = doc.paths['/api/courier/tracking'].post;
      assert.ok(
        tracking.responses['200'] && tracking.responses['401'],
        'the tracking webhook refuses a bad token',
      );
      assert.ok(createOrder.responses['422'], 'a refused coupon');
      const couponQuote = doc.paths['/api/coupons/quote'].post;
      assert.deepEqual(couponQuote.security, [{}, { bearerAuth: [] }], 'signed in or not');
      assert.ok(couponQuote.responses['200'] && couponQuote.responses['422'] && couponQuote.responses['429']);
      assert.ok(doc.components.schemas.CouponQuote);
      const pincode = doc.paths['/api/pincodes/{pincode}'].get;
      assert.ok(pincode.responses['200'] && pincode.responses['400'] && pincode.responses['404']);
      assert.ok(doc.components.schemas.PincodePlace);
      const delivery = doc.paths['/api/delivery/{pincode}'].get;
      assert.ok(delivery.responses['200'] && delivery.responses['400'] && delivery.responses['404']);
      assert.ok(doc.components.schemas.DeliveryAnswer);
      assert.ok(doc.components.schemas.Order.properties.coupon_code);
      const search = doc.paths['/api/products'].get.parameters;
      assert.deepEqual(
        search.map((p: { name: string }) => p.name),
        [
          'q',
          'category',
          'brand',
          'capacity',
          'min_price',
          'max_price',
          'in_stock',
          'sort',
          'page',
          'per_page',
        ],
      );
      assert.ok(search.every((p: { description?: string }) => p.description));
    });

    test('the UI is served under /api/docs', async () => {
      const res = await t.app.inject('/api/docs/');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
    });
  });

  describe(`OpenAPI in production on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      const production = loadConfig({
        NODE_ENV: 'production',
        RAZORPAY_KEY_ID: 'rzp_live_abc123',
        RAZORPAY_KEY_SECRET: 'live-secret',
        SMTP_URL: 'smtp://mail.example:587',
        COOKIE_SECURE: 'true',
        SITE_URL: 'https://harmony.example',
      });
      t = await startTestApp(target, { publicApiDocs: production.publicApiDocs });
    });
    after(() => t.close());

    test('/api/docs and its document are not there (PUBLIC_API_DOCS=1 would serve them)', async () => {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
        assert.equal((await t.app.inject(url)).statusCode, 404, url);
      }
    });
  });
}
