import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { type NewOrder, type OrderHold, readCheckout } from '../../db/checkout-repository';
import { orderItems, orders, products, users } from '../../db/schema';
import type { LockedProduct } from '../../db/stock-repository';
import { type OrderLimits, placeHeldOrder } from '../place-order';
import { databaseTargets } from '../../test-support/databases';
import { firstAddressId } from '../../test-support/payments';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { newUser } from '../../test-support/users';

// placeHeldOrder writes from the read when nothing changed since, and otherwise decides on locked rows.
for (const target of await databaseTargets()) {
  describe(`placing an order on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const hold = (): OrderHold => ({
      now: new Date(),
      until: new Date(Date.now() + 60_000),
      idempotencyKey: null,
    });

    /** A shopper's reading of one product, and a build that prices one line from whichever rows it gets. */
    async function checkoutOf(productId: number, quantity: number) {
      const u = await newUser(t.app);
      const addressId = await firstAddressId(t.app, u);
      const reading = await readCheckout(t.app.db, u.id, addressId, addressId, [productId]);
      assert.ok(reading);
      assert.ok(reading.billing && reading.shipping, "the shopper's own address is read");
      const builtFrom: ReadonlyMap<number, LockedProduct>[] = [];
      const build = (rows: ReadonlyMap<number, LockedProduct>): NewOrder => {
        builtFrom.push(rows);
        const product = rows.get(productId)!;
        if (product.stock < quantity) throw new Error(`only ${product.stock} left`);
        const subtotal = product.pricePaise * quantity;
        return {
          userId: u.id,
          subtotalPaise: subtotal,
          discountPaise: 0,
          couponCode: null,
          shippingPaise: 0,
          codFeePaise: 0,
          taxPaise: 0,
          grandTotalPaise: subtotal,
          billingAddress: 'Test address',
          shippingAddress: 'Test address',
          billingAddressId: addressId,
          shippingAddressId: addressId,
          billingState: 'Karnataka',
          shippingState: 'Karnataka',
          taxRateBp: 500,
          customerName: reading.user.fullname,
          customerEmail: reading.user.email,
          customerPhone: reading.user.contactNumber,
          items: [
            {
              productId,
              title: product.title,
              brand: product.brand,
              image: product.imageFile,
              unitPricePaise: product.pricePaise,
              quantity,
              size: null,
            },
          ],
        };
      };
      const limit = (maxOpen = 10): OrderLimits => ({
        userId: u.id,
        maxOpen,
        maxPlaced: 100,
        windowMs: 60_000,
        refuse: (tooMany, until) => new Error(`too many ${tooMany} orders until ${until?.toISOString()}`),
      });
      return { reading, build, builtFrom, limit, userId: u.id };
    }

    const stockOf = async (id: number) =>
      (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
    const setProduct = (id: number, values: Partial<typeof products.$inferInsert>) =>
      t.app.db.update(products).set(values).where(eq(products.id, id));

    test('a reading that still holds: the order is written from it and its units taken, once', async () => {
      await setProduct(3, { stock: 10 });
      const { reading, build, builtFrom, limit } = await checkoutOf(3, 2);
      const id = await placeHeldOrder(t.app.db, reading.products, build, hold(), limit());
      assert.equal(builtFrom.length, 1, 'built once, from the reading');
      assert.equal(await stockOf(3), 8);
      const [line] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      assert.equal(line?.quantity, 2);
    });

    test('a price changed since the reading: the order takes the price of the locked row', async () => {
      await setProduct(4, { stock: 10 });
      const { reading, build, builtFrom, limit } = await checkoutOf(4, 1);
      const readPrice = reading.products.get(4)!.pricePaise;
      await setProduct(4, { pricePaise: readPrice + 100 });
      const id = await placeHeldOrder(t.app.db, reading.products, build, hold(), limit());
      assert.equal(builtFrom.length, 2, 'built from the reading, then again from the locked rows');
      const [line] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      assert.equal(line?.unitPricePaise, readPrice + 100);
      assert.equal(await stockOf(4), 9);
    });

    test('units sold since the reading are not sold again: refused on the locked rows, nothing written', async () => {
      await setProduct(5, { stock: 3 });
      const { reading, build, limit } = await checkoutOf(5, 2);
      await setProduct(5, { stock: 1 });
      const before = await t.app.db.select({ id: orders.id }).from(orders);
      await assert.rejects(placeHeldOrder(t.app.db, reading.products, build, hold(), limit()), /only 1 left/);
      assert.equal(await stockOf(5), 1);
      assert.equal((await t.app.db.select({ id: orders.id }).from(orders)).length, before.length);
    });

    test('a customer at the limit of open orders: refused with when the first hold ends, nothing written', async () => {
      await setProduct(6, { stock: 10 });
      const { reading, build, limit, userId } = await checkoutOf(6, 1);
      const first = hold();
      await placeHeldOrder(t.app.db, reading.products, build, first, limit(2));
      await placeHeldOrder(t.app.db, reading.products, build, hold(), limit(2));
      await assert.rejects(
        placeHeldOrder(t.app.db, reading.products, build, hold(), limit(2)),
        new RegExp(`until ${first.until.toISOString()}`),
      );
      assert.equal(await stockOf(6), 8);
      const [customer] = await t.app.db.select().from(users).where(eq(users.id, userId));
      assert.equal(customer?.openOrdersVersion, 3, 'every placing moved the version, the refused one too');
    });

    test('placings of one customer at the same moment: no more than the limit hold stock', async () => {
      await setProduct(7, { stock: 100 });
      const { reading, build, limit, userId } = await checkoutOf(7, 1);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () => placeHeldOrder(t.app.db, reading.products, build, hold(), limit(3))),
      );
      assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 3);
      for (const o of outcomes) if (o.status === 'rejected') assert.match(String(o.reason), /too many open/);
      const held = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
      assert.equal(held.length, 3);
      assert.equal(await stockOf(7), 97);
    });
  });
}
