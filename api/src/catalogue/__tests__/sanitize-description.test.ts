import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DESCRIPTION_ATTACKS, RICH_DESCRIPTION } from '@harmony/shared/testing/description-attacks';
import { products } from '../../db/schema';
import { CATALOGUE } from '../../db/seed/catalogue';
import { OpsError, parseOpsCommand, runOps } from '../../ops/commands';
import { databaseTargets } from '../../test-support/databases';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import { sanitizeDescription } from '../sanitize-description';

const ATTACKS = DESCRIPTION_ATTACKS.map((attack) => attack.html).join('');
const addProduct = (description: string) => [
  'add-product',
  ...['--title', 'Harmony Guard G1', '--brand', 'Harmony', '--price', '999'],
  ...['--description', description],
];

describe('sanitizeDescription (jsdom on the server)', () => {
  for (const { name, html, clean } of DESCRIPTION_ATTACKS) {
    test(`leaves nothing that runs of: ${name}`, () => {
      assert.equal(sanitizeDescription(html), clean);
    });
  }

  test('keeps what a description is made of, and gives links rel="noopener noreferrer"', () => {
    assert.equal(sanitizeDescription(RICH_DESCRIPTION.html), RICH_DESCRIPTION.clean);
  });

  test('keeps every seed description exactly as it is', () => {
    for (const product of CATALOGUE)
      assert.equal(sanitizeDescription(product.description), product.description);
  });
});

describe('ops add-product stores the description cleaned', () => {
  test('the attacks go, the description stays', () => {
    const command = parseOpsCommand(addProduct(`${RICH_DESCRIPTION.html}${ATTACKS}`));
    assert.ok(command.name === 'add-product');
    assert.ok(command.description.startsWith(RICH_DESCRIPTION.clean));
    assert.doesNotMatch(command.description, /javascript:|onerror|<svg|<math|<img|<style/i);
  });

  test('one with no text left is refused', () => {
    assert.throws(
      () => parseOpsCommand(addProduct('<img src=x onerror=alert(1)><p title="x"></p>')),
      (err: unknown) =>
        err instanceof OpsError &&
        /--description has no text left once cleaned; it may hold p, br/.test(err.message),
    );
  });
});

for (const target of await databaseTargets()) {
  describe(`product answers on ${target.kind} serve descriptions cleaned`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('what add-product stored, and a row written past it, come out clean', async () => {
      const added = await runOps(t.app.db, addProduct(`<p>Guards a fridge.</p>${ATTACKS}`));
      const id = Number(/#(\d+)/.exec(added[0] ?? '')?.[1]);
      const [stored] = await t.app.db.select().from(products).where(eq(products.id, id));
      assert.equal(stored?.description, sanitizeDescription(`<p>Guards a fridge.</p>${ATTACKS}`));

      // As if written by hand in SQL, or before descriptions were cleaned when stored.
      await t.app.db
        .update(products)
        .set({ description: `<p>M1</p>${ATTACKS}` })
        .where(eq(products.id, 1));
      t.app.catalogue.invalidate();
      const clean = sanitizeDescription(`<p>M1</p>${ATTACKS}`);
      assert.ok(clean.startsWith('<p>M1</p>'));
      const one = (await t.app.inject('/api/products/1')).json();
      assert.equal(one.description, clean);
      const list = (await t.app.inject('/api/products')).json() as { id: number; description: string }[];
      assert.equal(list.find((product) => product.id === 1)?.description, clean);
      assert.doesNotMatch(JSON.stringify(list), /javascript:|onerror|<svg|<img|<style/i);
    });
  });
}
