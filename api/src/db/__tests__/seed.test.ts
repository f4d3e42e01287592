import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client';
import { products } from '../schema';
import { CATALOGUE } from '../seed/catalogue';
import { seedCatalogue } from '../seed/seed-catalogue';
import { databaseTargets } from '../../test-support/databases';

for (const target of await databaseTargets()) {
  describe(`migrations and seed on ${target.kind}`, () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    const productCount = async () => (await handle.db.select({ n: count() }).from(products))[0]?.n;

    before(async () => {
      const database = await target.create();
      drop = database.drop;
      handle = await openDatabase(database.config);
    });
    after(async () => {
      await handle.close();
      await drop();
    });

    test('migrating and seeding twice leaves one catalogue of 24', async () => {
      for (let run = 0; run < 2; run += 1) {
        const written = await handle.exclusive(async (db, migrate) => {
          await migrate();
          return seedCatalogue(db, 'if-empty');
        });
        assert.equal(written, run === 0 ? 24 : 0, `run ${run + 1}`);
        assert.equal(await productCount(), 24);
      }
      assert.equal(CATALOGUE.length, 24);
    });

    test('the start-up seed never overwrites an edited catalogue; npm run seed (upsert) restores it', async () => {
      await handle.db.update(products).set({ title: 'Edited' }).where(eq(products.id, 1));
      assert.equal(await seedCatalogue(handle.db, 'if-empty'), 0);
      const [edited] = await handle.db.select().from(products).where(eq(products.id, 1));
      assert.equal(edited?.title, 'Edited');

      assert.equal(await seedCatalogue(handle.db, 'upsert'), 24);
      assert.equal(await seedCatalogue(handle.db, 'upsert'), 24);
      assert.equal(await productCount(), 24);
      const [restored] = await handle.db.select().from(products).where(eq(products.id, 1));
      assert.equal(restored?.title, 'Harmony M1 Voltage Stabilizer for 1.5 Ton AC');
      assert.equal(restored?.pricePaise, 499_900);
      assert.equal(restored?.originalPricePaise, 699_900);
    });

    test('a product added after the seed gets the next id', async () => {
      const [m1] = await handle.db.select().from(products).where(eq(products.id, 1));
      assert.ok(m1);
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = m1;
      const [added] = await handle.db
        .insert(products)
        .values({ ...rest, slug: 'harmony-m1-copy' })
        .returning({ id: products.id });
      assert.equal(added?.id, 25);
      await handle.db.delete(products).where(eq(products.id, 25));
    });

    test('the table refuses prices that break the money rules', async () => {
      await assert.rejects(handle.db.execute(sql`UPDATE products SET price_paise = 0 WHERE id = 2`));
      await assert.rejects(
        handle.db.execute(sql`UPDATE products SET original_price_paise = price_paise WHERE id = 2`),
      );
    });
  });
}
