import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PRODUCT_MESSAGES, STAFF_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser, staffUser } from '../../../../test-support/users';
import { pictureUpload, pngOf, productForm } from './products-fixtures';

/** What shoppers see of a product that is gone from the shop, and of one that is in it. */
const GONE = { listing: false, page: 404, head: 404, search: false, suggested: false, sitemap: false };
const SHOWN = { listing: true, page: 200, head: 204, search: true, suggested: true, sitemap: true };

// The back office's products: refused to everyone but the catalog role (and the owner), the editor's
// form checked as the form checks it, a stale page refused with the product as it is, every write in
// the product's history, and an unpublished product gone from everything a shopper reads but orders.
for (const target of await databaseTargets()) {
  describe(`products in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let clerk: LoggedIn;
    before(async () => {
      t = await startTestApp(target);
      clerk = await staffUser(t.app, 'catalog');
    });
    after(() => t.close());

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: LoggedIn, payload?: object) =>
      t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
    const read = async (id: number) => (await call('GET', `/api/admin/products/${id}`, clerk)).json();
    const save = (id: number, body: object, who = clerk) =>
      call('PUT', `/api/admin/products/${id}`, who, body);
    const publication = (id: number, published: boolean, version: string) =>
      call('POST', `/api/admin/products/${id}/publication`, clerk, { published, version });
    const create = async (over: Record<string, unknown> = {}) => {
      const res = await call('POST', '/api/admin/products', clerk, productForm(over));
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    /** What a shopper's search, suggestions and sitemap say of a product. */
    const shopperSees = async (id: number, q: string) => {
      const search = (await t.app.inject(`/api/products?q=${encodeURIComponent(q)}`)).json();
      const suggestions = (await t.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`)).json();
      const sitemap = (await t.app.inject('/sitemap.xml')).body;
      return {
        listing: (await t.app.inject('/api/products')).json().some((p: { id: number }) => p.id === id),
        page: (await t.app.inject(`/api/products/${id}`)).statusCode,
        head: (await t.app.inject(`/api/pages/status/description/${id}`)).statusCode,
        search: search.products.some((p: { id: number }) => p.id === id),
        suggested: suggestions.suggestions.some((s: { id: number }) => s.id === id),
        sitemap: sitemap.includes(`/description/${id}<`),
      };
    };

    test('signed out 401, a shopper 403, the orders role 403 with the reason', async () => {
      const shopper = await newUser(t.app);
      const packer = await staffUser(t.app, 'orders');
      const calls = [
        ['GET', '/api/admin/products'],
        ['GET', '/api/admin/products/1'],
        ['POST', '/api/admin/products'],
        ['PUT', '/api/admin/products/1'],
        ['POST', '/api/admin/products/1/publication'],
        ['POST', '/api/admin/products/description-preview'],
      ] as const;
      for (const [method, url] of calls) {
        const payload = method === 'GET' ? undefined : { ...productForm(), published: false, version: 'x' };
        assert.equal((await call(method, url, undefined, payload)).statusCode, 401, url);
        const shopperAnswer = await call(method, url, shopper, payload);
        assert.deepEqual(
          [shopperAnswer.statusCode, shopperAnswer.json().message],
          [403, STAFF_MESSAGES.staffOnly],
        );
        const packerAnswer = await call(method, url, packer, payload);
        assert.deepEqual(
          [packerAnswer.statusCode, packerAnswer.json().message],
          [403, STAFF_MESSAGES.areaRefused('catalog')],
        );
      }
      const owner = await staffUser(t.app, 'owner');
      assert.equal((await call('GET', '/api/admin/products', owner)).statusCode, 200, 'the owner may');
    });

    test('lists every product, searched by title, brand or slug', async () => {
      const all = (await call('GET', '/api/admin/products', clerk)).json().products;
      assert.ok(all.length >= 20);
      assert.deepEqual(Object.keys(all[0]).sort(), [
        'brand',
        'id',
        'image',
        'original_price_paise',
        'price_paise',
        'published',
        'slug',
        'stock',
        'title',
      ]);
      const search = async (q: string) =>
        (await call('GET', `/api/admin/products?q=${encodeURIComponent(q)}`, clerk))
          .json()
          .products.map((p: { id: number }) => p.id);
      assert.deepEqual(await search('harmony m1'), await search('HARMONY-M1'.replace('-', ' ')));
      assert.ok((await search('m1-lite')).length === 1, 'by slug');
      assert.deepEqual(await search('100%_'), [], 'wildcards are text');
    });

    test('refuses a bad form field by field, a huge body, and writes nothing', async () => {
      const count = async () => (await call('GET', '/api/admin/products', clerk)).json().products.length;
      const before = await count();
      const refusals: Array<[Record<string, unknown>, string, string]> = [
        [{ price: 'abc' }, 'price', PRODUCT_MESSAGES.price('price')],
        [{ price: '0' }, 'price', PRODUCT_MESSAGES.price('price')],
        [{ price: '12.345' }, 'price', PRODUCT_MESSAGES.price('price')],
        [{ price: '2 crore' }, 'price', PRODUCT_MESSAGES.price('price')],
        [{ original_price: '2499' }, 'original_price', PRODUCT_MESSAGES.originalNotAbove],
        [{ original_price: '1999' }, 'original_price', PRODUCT_MESSAGES.originalNotAbove],
        [{ hsn: '850' }, 'hsn', PRODUCT_MESSAGES.hsn],
        [{ hsn: '85044' }, 'hsn', PRODUCT_MESSAGES.hsn],
        [{ title: '   ' }, 'title', PRODUCT_MESSAGES.required('title')],
        [{ category: 'toasters' }, 'category', PRODUCT_MESSAGES.unknownCategory('toasters')],
        [{ description: '<script>alert(1)</script>' }, 'description', PRODUCT_MESSAGES.descriptionEmpty],
      ];
      for (const [over, field, message] of refusals) {
        const res = await call('POST', '/api/admin/products', clerk, productForm(over));
        assert.equal(res.statusCode, 400, JSON.stringify(over));
        assert.equal(res.json().fields[field], message, JSON.stringify(over));
      }
      const wrongType = await call('POST', '/api/admin/products', clerk, productForm({ specs: 'none' }));
      assert.equal(wrongType.statusCode, 400);
      const huge = await call(
        'POST',
        '/api/admin/products',
        clerk,
        productForm({ summary: 'x'.repeat(200_000) }),
      );
      assert.equal(huge.statusCode, 413);
      const rows = productForm().specs.map((s, i) =>
        i === 1 ? { ...s, rows: [{ label: 'Body', value: '' }] } : s,
      );
      const halfRow = await call('POST', '/api/admin/products', clerk, productForm({ specs: rows }));
      assert.equal(halfRow.json().fields.specs, PRODUCT_MESSAGES.specRow('Body', 1));
      assert.equal(await count(), before, 'nothing was created');
    });

    test('creates an unpublished product; a script in its description is cleaned away', async () => {
      const description =
        '<p onclick="steal()">Safe<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)">x</a><a href="/description/1">M1</a>';
      const preview = await call('POST', '/api/admin/products/description-preview', clerk, { description });
      assert.equal(preview.statusCode, 200);
      const created = await create({
        title: 'Harmony Clean Guard',
        label: '',
        original_price: null,
        description,
      });
      assert.equal(created.description, preview.json().html, 'the preview is what is stored');
      assert.doesNotMatch(created.description, /<script|onclick|onerror|<img|javascript:/i);
      assert.match(created.description, /<p>Safe<\/p>/);
      assert.match(created.description, /<a href="\/description\/1" rel="noopener noreferrer">M1<\/a>/);
      assert.deepEqual(
        [
          created.slug,
          created.published,
          created.stock,
          created.image,
          created.label,
          created.original_price_paise,
        ],
        ['harmony-clean-guard', false, 0, null, null, null],
      );
      assert.equal((await create({ title: 'Harmony Clean Guard' })).slug, 'harmony-clean-guard-2');
      const [line] = created.history;
      assert.equal(line.action, 'product.create');
      assert.equal(line.before, null);
      assert.equal(line.after.price_paise, 249_900);
      assert.match(line.by, /\S/);
      assert.deepEqual(await shopperSees(created.id, 'clean guard'), GONE);
    });

    test('a new product needs a picture to be published, then shoppers find it everywhere', async () => {
      const created = await create({ title: 'Harmony Zeta Shield' });
      const early = await publication(created.id, true, created.version);
      assert.deepEqual([early.statusCode, early.json().message], [409, PRODUCT_MESSAGES.needsPicture]);
      const upload = pictureUpload(await pngOf(40, 30));
      const pictured = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${created.id}/pictures`,
        headers: { ...clerk.auth, ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(pictured.statusCode, 201, pictured.body);
      const published = await publication(created.id, true, pictured.json().version);
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(published.json().published, true);
      assert.deepEqual(await shopperSees(created.id, 'zeta shield'), SHOWN);
      const shown = (await t.app.inject(`/api/products/${created.id}`)).json();
      assert.deepEqual([shown.price, shown.image], ['2,499 2,999.5', pictured.json().image]);
      const again = await publication(created.id, true, created.version);
      assert.equal(again.statusCode, 200, 'publishing twice changes nothing, however old the page');
      assert.deepEqual(
        (await read(created.id)).history.map((line: { action: string }) => line.action),
        ['product.create', 'product.picture.add', 'product.publish'],
      );
    });

    test('a price change is what shoppers see at once, with its line in the history', async () => {
      const loaded = await read(2);
      const res = await save(2, {
        ...productForm(),
        ...pick(loaded),
        price: '3,333.50',
        original_price: '3999',
        version: loaded.version,
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().price_paise, 333_350);
      assert.equal((await t.app.inject('/api/products/2')).json().price, '3,333.5 3,999');
      const last = res.json().history.at(-1);
      assert.deepEqual(
        { action: last.action, before: last.before, after: last.after },
        {
          action: 'product.edit',
          before: { price_paise: loaded.price_paise, original_price_paise: loaded.original_price_paise },
          after: { price_paise: 333_350, original_price_paise: 399_900 },
        },
      );
      assert.notEqual(res.json().version, loaded.version);
    });

    test('a stale page is refused with the product as it is; the same save twice changes nothing', async () => {
      const first = await read(3);
      const second = await read(3);
      const form = { ...productForm(), ...pick(first) };
      const saved = await save(3, { ...form, title: 'Renamed by the first', version: first.version });
      assert.equal(saved.statusCode, 200);
      const retried = await save(3, { ...form, title: 'Renamed by the first', version: first.version });
      assert.equal(retried.statusCode, 200, 'a double click');
      const stale = await save(3, { ...form, title: 'Renamed by the second', version: second.version });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().message, PRODUCT_MESSAGES.changed);
      assert.equal(stale.json().product.title, 'Renamed by the first');
      const edits = (await read(3)).history.filter(
        (line: { action: string }) => line.action === 'product.edit',
      );
      assert.equal(edits.length, 1);
      assert.equal((await save(999_999, { ...form, version: 'x' })).statusCode, 404);
    });

    test('a sale moving the stock does not make the editor stale', async () => {
      const loaded = await read(4);
      await t.app.db.execute(`UPDATE products SET stock = stock - 1, updated_at = now() WHERE id = 4`);
      const res = await save(4, {
        ...productForm(),
        ...pick(loaded),
        summary: 'Changed while it sold',
        version: loaded.version,
      });
      assert.equal(res.statusCode, 200, res.body);
    });

    test('unpublished, a product leaves the shop; an order that holds it keeps its line', async () => {
      const customer = await newUser(t.app);
      const orderId = await placeOrder(t.app, customer.id, new Date());
      const loaded = await read(1);
      const unpublished = await publication(1, false, loaded.version);
      assert.equal(unpublished.statusCode, 200, unpublished.body);
      assert.deepEqual(await shopperSees(1, 'harmony m1'), GONE);
      const aisles = (await t.app.inject('/api/categories')).json();
      const cart = await call('POST', '/api/cart', customer, { product_id: 1, quantity: 1 });
      assert.equal(cart.statusCode, 404, 'it cannot be added to a cart');
      const order = await call('GET', `/api/orders/${orderId}`, customer);
      assert.equal(order.statusCode, 200);
      assert.equal(order.json().data.items[0].title, 'Harmony M1');
      const republished = await publication(1, true, unpublished.json().version);
      assert.equal(republished.statusCode, 200);
      assert.equal((await t.app.inject('/api/products/1')).statusCode, 200);
      const counts = (await t.app.inject('/api/categories')).json();
      const count = (list: { slug: string; count: number }[]) => list.reduce((sum, c) => sum + c.count, 0);
      assert.equal(count(counts), count(aisles) + 1, 'the aisles count it again');
      const actions = (await read(1)).history.map((line: { action: string }) => line.action);
      assert.deepEqual(actions, ['product.unpublish', 'product.publish']);
    });
  });
}

/** The editor's fields of a product as the api answers it, as the form would send them back. */
function pick(product: Record<string, unknown>) {
  const rupees = (paise: unknown) => (typeof paise === 'number' ? String(paise / 100) : '');
  return {
    title: product.title,
    brand: product.brand,
    category: product.category,
    price: rupees(product.price_paise),
    original_price: rupees(product.original_price_paise),
    label: product.label ?? '',
    input_voltage: product.input_voltage,
    output_voltage: product.output_voltage,
    summary: product.summary,
    description: product.description,
    hsn: product.hsn,
    specs: product.specs,
  };
}
