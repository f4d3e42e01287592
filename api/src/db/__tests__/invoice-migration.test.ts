import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../client';
import { orders, products, users } from '../schema';
import { CATALOGUE } from '../seed/catalogue';
import { seedCatalogue } from '../seed/seed-catalogue';
import { databaseTargets } from '../../test-support/databases';

const hsnBySlug = async (handle: DatabaseHandle) =>
  (
    await handle.db
      .select({ slug: products.slug, hsn: products.hsn })
      .from(products)
      .orderBy(asc(products.id))
  ).map((row) => [row.slug, row.hsn]);

for (const target of await databaseTargets()) {
  describe(`drizzle/0005_invoices.sql and the seed's HSN codes on ${target.kind}`, () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    before(async () => {
      const database = await target.create();
      drop = database.drop;
      handle = await openDatabase(database.config);
      await handle.exclusive(async (db, migrate) => {
        await migrate();
        await seedCatalogue(db, 'if-empty');
      });
    });
    after(async () => {
      await handle.close();
      await drop();
    });

    test('the seed gives each product its code: stabilizers 8504, boards and plugs 8536, cables 8544, brackets 7326', async () => {
      const codes = Object.fromEntries(await hsnBySlug(handle));
      assert.deepEqual(
        CATALOGUE.map((p) => [p.slug, codes[p.slug]]),
        CATALOGUE.map((p) => [p.slug, p.hsn]),
      );
      assert.equal(codes['harmony-m1'], '8504');
      assert.equal(codes['harmony-servo-sv3'], '8504');
      assert.equal(codes['harmony-powerstrip-4'], '8536');
      assert.equal(codes['harmony-universal-travel-adapter'], '8536');
      assert.equal(codes['harmony-extension-cable-5m'], '8544');
      assert.equal(codes['harmony-stabilizer-wall-bracket'], '7326');
    });

    test("the migration's data statement gives a catalogue seeded before it the same codes", async () => {
      // Before the migration the column came with 8504 for every row; its UPDATE sets the others.
      await handle.db.update(products).set({ hsn: '8504' });
      const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0005_invoices.sql'), 'utf8');
      const updates = migration
        .split('--> statement-breakpoint')
        .filter((statement) => /^UPDATE "products"/m.test(statement));
      assert.equal(updates.length, 1);
      for (const statement of updates) await handle.db.execute(sql.raw(statement));
      assert.deepEqual(
        await hsnBySlug(handle),
        CATALOGUE.map((p) => [p.slug, p.hsn]),
      );
    });

    test('orders placed before it get their states from their address text and the 5% they were taxed at', async () => {
      const [user] = await handle.db
        .insert(users)
        .values({
          fullname: 'Asha Menon',
          email: 'asha.migration@example.in',
          contactNumber: '9000000001',
          passwordHash: 'scrypt$x',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
        })
        .returning();
      assert.ok(user);
      const [order] = await handle.db
        .insert(orders)
        .values({
          userId: user.id,
          subtotalPaise: 100_000,
          taxPaise: 5000,
          grandTotalPaise: 105_000,
          billingAddress: '12 MG Road, 2nd Cross, Indiranagar, Bengaluru, Karnataka - 560001',
          shippingAddress: 'Plot 4, Anna Salai - Teynampet, Chennai, Tamil Nadu - 600018',
          billingState: '',
          shippingState: '',
          taxRateBp: 0,
          customerName: 'Asha Menon',
          customerEmail: user.email,
          customerPhone: user.contactNumber,
        })
        .returning();
      assert.ok(order);
      const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0005_invoices.sql'), 'utf8');
      const [backfill] = migration
        .split('--> statement-breakpoint')
        .filter((statement) => /^UPDATE "orders"/m.test(statement));
      assert.ok(backfill);
      await handle.db.execute(sql.raw(backfill));
      const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
      assert.deepEqual(
        [row?.billingState, row?.shippingState, row?.taxRateBp],
        ['Karnataka', 'Tamil Nadu', 500],
      );
    });

    test("npm run seed keeps an operator's code; the table refuses one that is not 4, 6 or 8 digits", async () => {
      await handle.db.update(products).set({ hsn: '85044090' }).where(eq(products.id, 1));
      assert.equal(await seedCatalogue(handle.db, 'upsert'), 24);
      const [m1] = await handle.db.select().from(products).where(eq(products.id, 1));
      assert.equal(m1?.hsn, '85044090');
      for (const code of ['850', '85044', 'HSN1', '']) {
        await assert.rejects(handle.db.execute(sql`UPDATE products SET hsn = ${code} WHERE id = 2`));
      }
    });
  });
}
