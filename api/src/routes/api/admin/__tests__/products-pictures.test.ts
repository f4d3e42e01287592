import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { PRODUCT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';
import { pictureUpload, pngOf, productForm } from './products-fixtures';

// A product's pictures: checked by their content, re-encoded, served beside the shipped ones, kept in
// an order whose first is the listing's picture, each change in the product's history.
for (const target of await databaseTargets()) {
  describe(`product pictures on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    let productId: number;
    before(async () => {
      t = await startTestApp(target);
      clerk = await staffUser(t.app, 'catalog');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: clerk.auth,
        payload: productForm({ title: 'Harmony Picture Guard' }),
      });
      productId = created.json().id;
    });
    after(() => t.close());

    const upload = (data: Buffer, who: LoggedIn = clerk, id = productId) => {
      const body = pictureUpload(data);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${id}/pictures`,
        headers: { ...who.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const order = (ids: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${productId}/pictures/order`,
        headers: clerk.auth,
        payload: { order: ids },
      });
    const remove = (pictureId: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${productId}/pictures/${pictureId}`,
        headers: clerk.auth,
      });

    test('what is not a picture is refused by its content, whatever it is called', async () => {
      const text = await upload(Buffer.from('<svg onload="alert(1)"></svg> not a png at all'));
      assert.deepEqual([text.statusCode, text.json().message], [415, PRODUCT_MESSAGES.pictureType]);
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/pictures`,
        headers: clerk.auth,
        payload: { image: 'x' },
      });
      assert.equal(json.statusCode, 415);
      const huge = await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1));
      assert.deepEqual([huge.statusCode, huge.json().message], [413, PRODUCT_MESSAGES.pictureTooLarge]);
      const shopper = await newUser(t.app);
      assert.equal((await upload(await pngOf(8, 8), shopper)).statusCode, 403);
      assert.equal((await upload(await pngOf(8, 8), clerk, 999_999)).statusCode, 404);
      const product = await t.app.inject({ url: `/api/admin/products/${productId}`, headers: clerk.auth });
      assert.deepEqual(product.json().pictures, [], 'nothing was added');
    });

    test('a PNG is re-encoded to WebP, scaled down, and served beside the shipped pictures', async () => {
      const res = await upload(await pngOf(2400, 1200));
      assert.equal(res.statusCode, 201, res.body);
      const product = res.json();
      assert.equal(product.pictures.length, 1);
      assert.match(product.pictures[0].url, /^\/api\/images\/products\/[a-f0-9]{32}\.webp$/);
      assert.equal(product.image, product.pictures[0].url, 'the first picture is the listing picture');
      const served = await t.app.inject(product.image);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1200, 600]);
      assert.equal(
        (await t.app.inject('/api/images/products/0123456789abcdef0123456789abcdef.webp')).statusCode,
        404,
      );
      assert.equal((await t.app.inject('/api/images/products/..%2F..%2Fpackage.json')).statusCode, 404);
    });

    test('reordered, the first is the listing picture; a stale order is refused', async () => {
      const second = (await upload(await pngOf(30, 30))).json();
      const [a, b] = second.pictures;
      const reordered = await order([b.id, a.id]);
      assert.equal(reordered.statusCode, 200, reordered.body);
      assert.equal(reordered.json().image, b.url);
      assert.deepEqual(
        reordered.json().pictures.map((p: { id: number }) => p.id),
        [b.id, a.id],
      );
      const stale = await order([a.id]);
      assert.deepEqual([stale.statusCode, stale.json().message], [409, PRODUCT_MESSAGES.changed]);
      assert.equal(stale.json().product.pictures.length, 2, 'the product as it is comes with it');
      assert.equal((await order([a.id, a.id])).statusCode, 400);
    });

    test('a published product keeps a picture; the history names each change', async () => {
      const loaded = (
        await t.app.inject({ url: `/api/admin/products/${productId}`, headers: clerk.auth })
      ).json();
      const [first, second] = loaded.pictures;
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${productId}/publication`,
        headers: clerk.auth,
        payload: { published: true, version: loaded.version },
      });
      const removed = await remove(first.id);
      assert.equal(removed.statusCode, 200, removed.body);
      assert.deepEqual(removed.json().pictures, [{ ...second, position: 0 }]);
      assert.equal(removed.json().image, second.url);
      assert.equal((await t.app.inject(`/api/products/${productId}`)).json().image, second.url);
      const last = await remove(second.id);
      assert.deepEqual([last.statusCode, last.json().message], [409, PRODUCT_MESSAGES.lastPicture]);
      assert.equal((await remove(first.id)).statusCode, 404, 'gone already');
      // A removed picture's file stays: an order placed with it still shows it.
      assert.equal((await t.app.inject(first.url)).statusCode, 200);
      const history = last.json().product.history.map((line: { action: string }) => line.action);
      assert.deepEqual(history, [
        'product.create',
        'product.picture.add',
        'product.picture.add',
        'product.picture.order',
        'product.publish',
        'product.picture.remove',
      ]);
      const removal = last.json().product.history.at(-1);
      const file = (url: string) => url.split('/').at(-1);
      assert.deepEqual(removal.before, { pictures: [file(first.url), file(second.url)] });
      assert.deepEqual(removal.after, { pictures: [file(second.url)] });
    });
  });
}
