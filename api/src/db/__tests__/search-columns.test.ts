import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { searchTerms } from '@harmony/shared/catalog-query';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../client';
import { categories, products } from '../schema';
import { CATALOGUE } from '../seed/catalogue';
import { CATEGORY_SLUGS } from '../seed/seed-product';
import { seedCatalogue } from '../seed/seed-catalogue';
import { matches, textQuery } from '../../catalogue/search-query';
import { databaseTargets } from '../../test-support/databases';

/** Category and capacity by slug, as the table holds them. */
async function facetsBySlug(handle: DatabaseHandle) {
  const rows = await handle.db
    .select({
      slug: products.slug,
      category: products.category,
      value: products.capacityValue,
      unit: products.capacityUnit,
    })
    .from(products)
    .orderBy(asc(products.id));
  return rows.map((r) => [r.slug, r.category, r.value === null ? null : Number(r.value), r.unit]);
}

const shipped = CATALOGUE.map((p) => [
  p.slug,
  p.category,
  p.capacity?.value ?? null,
  p.capacity?.unit ?? null,
]);

for (const target of await databaseTargets()) {
  describe(`categories and capacities in the database on ${target.kind}`, () => {
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

    test('the migration creates the categories the seed files use, in their order', async () => {
      const rows = await handle.db.select().from(categories).orderBy(asc(categories.position));
      assert.deepEqual(
        rows.map((r) => r.slug),
        [...CATEGORY_SLUGS],
      );
      assert.deepEqual(
        rows.map((r) => r.name),
        [
          'AC stabilizers',
          'Mainline stabilizers',
          'Appliance stabilizers',
          'Extension boards',
          'Accessories',
        ],
      );
    });

    test('a fresh database gets the seed values', async () => {
      assert.deepEqual(await facetsBySlug(handle), shipped);
    });

    test("the migration's data statements give a catalogue seeded before it the same values", async () => {
      await handle.db.update(products).set({ category: null, capacityValue: null, capacityUnit: null });
      const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0004_search.sql'), 'utf8');
      const updates = migration
        .split('--> statement-breakpoint')
        .filter((statement) => /^UPDATE "products"/m.test(statement));
      assert.equal(updates.length, 2);
      for (const statement of updates) await handle.db.execute(sql.raw(statement));
      assert.deepEqual(await facetsBySlug(handle), shipped);
    });

    test("npm run seed keeps an operator's category and capacity, as it keeps stock", async () => {
      await handle.db
        .update(products)
        .set({ category: 'accessories', capacityValue: 1.25, capacityUnit: 'ton' })
        .where(eq(products.id, 1));
      assert.equal(await seedCatalogue(handle.db, 'upsert'), 24);
      const [m1] = await handle.db.select().from(products).where(eq(products.id, 1));
      assert.deepEqual(
        [m1?.category, Number(m1?.capacityValue), m1?.capacityUnit],
        ['accessories', 1.25, 'ton'],
      );
      assert.match(String(m1?.search), /'1\.25ton'/, 'the search document follows the capacity');
    });

    test('the table refuses a half capacity, an unknown unit or category', async () => {
      for (const change of [
        sql`UPDATE products SET capacity_unit = NULL WHERE id = 2`,
        sql`UPDATE products SET capacity_unit = 'hp' WHERE id = 2`,
        sql`UPDATE products SET capacity_value = 0 WHERE id = 2`,
        sql`UPDATE products SET category = 'inverters' WHERE id = 2`,
      ])
        await assert.rejects(handle.db.execute(change));
    });

    test('the search reads the GIN index when the table is large enough to want it', async () => {
      const found = await handle.db.transaction(async (tx) => {
        // 24 rows are read faster one by one; this asks the planner what it would do with many.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const where = matches(textQuery(searchTerms('mainline 5 kva'), false));
        return tx.execute(sql`EXPLAIN SELECT id FROM ${products} WHERE ${where}`);
      });
      const plan = (found as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
      assert.match(plan, /products_search_idx/, plan);
    });
  });
}
