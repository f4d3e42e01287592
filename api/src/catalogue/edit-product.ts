import {
  PRODUCT_MESSAGES,
  type ParsedProduct,
  type ProductFormValues,
  parseProductForm,
  slugify,
} from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import { auditedWrite } from '../db/audited-write';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { ProductRecord } from '../db/products-repository';
import {
  categoryExists,
  insertProduct,
  lockStaffProduct,
  slugsLike,
  updateProduct,
} from '../db/staff-products-repository';
import { badRequest, formError } from '../http/form';
import { descriptionText, sanitizeDescription } from './sanitize-description';
import { NO_PICTURE, editableOf, productVersion } from './staff-product';

// Creating, editing, publishing and unpublishing a product from the back office: each under the
// product's row lock, each with its audit line in the same transaction.

export type ProductRefusal =
  'no-product' | 'changed' | 'needs-picture' | 'last-picture' | 'too-many-pictures' | 'no-picture';

/** Why a product write did not happen; the route answers it with the product as it is now. */
export class ProductWriteError extends Error {
  constructor(readonly reason: ProductRefusal) {
    super(reason);
    this.name = 'ProductWriteError';
  }
}

/**
 * The editor's form checked as the form itself checks it (parseProductForm), the description cleaned
 * by the shared policy and the category looked up: 400 with the field's message otherwise.
 */
export async function checkedProduct(db: Database, form: ProductFormValues): Promise<ParsedProduct> {
  const { product, problem } = parseProductForm(form);
  if (problem) throw formError(problem);
  const description = sanitizeDescription(product.description);
  if (!descriptionText(description)) throw badRequest(PRODUCT_MESSAGES.descriptionEmpty, 'description');
  if (!(await categoryExists(db, product.category))) {
    throw badRequest(PRODUCT_MESSAGES.unknownCategory(product.category), 'category');
  }
  return { ...product, description };
}

/** The first of `base`, `base-2`, `base-3`… no product has. */
async function freeSlug(tx: Database, title: string): Promise<string> {
  const base = slugify(title) || 'product';
  const taken = await slugsLike(tx, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * A new product, unpublished, with no stock and no picture yet: staff add its pictures, then publish
 * it. Its slug comes from its title. Answers its id.
 */
export async function createProduct(
  db: Database,
  product: ParsedProduct,
  actor: Actor,
  now: Date,
): Promise<number> {
  const attempt = () =>
    db.transaction(async (tx) => {
      const row = await insertProduct(tx, {
        ...product,
        slug: await freeSlug(tx, product.title),
        imageFile: NO_PICTURE,
        published: false,
        stock: 0,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(
        tx,
        actor,
        {
          action: 'product.create',
          objectType: 'product',
          objectId: row.id,
          before: null,
          after: { ...editableOf(row), slug: row.slug, published: false },
        },
        now,
      );
      return row.id;
    });
  try {
    return await attempt();
  } catch (err) {
    // Two products of one title created at once: the second takes the next slug.
    if (isUniqueViolation(err, 'products_slug_unique')) return attempt();
    throw err;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the editor's form over the product. `version` is what the editor loaded (productVersion): a
 * product changed since is refused as 'changed', unless the form already says what it now holds (the
 * same save twice). The audit line keeps only the fields that changed. Answers whether anything did.
 */
export async function editProduct(
  db: Database,
  request: { productId: number; version: string; product: ParsedProduct },
  actor: Actor,
  now: Date,
): Promise<{ changed: boolean }> {
  const { productId, version, product } = request;
  return db.transaction(async (tx) => {
    const row = await lockStaffProduct(tx, productId);
    if (!row) throw new ProductWriteError('no-product');
    const before = editableOf(row);
    const wanted = editableOf({ ...row, ...product });
    const fields = (Object.keys(before) as (keyof typeof before)[]).filter(
      (key) => !same(before[key], wanted[key]),
    );
    if (fields.length === 0) return { changed: false };
    if (productVersion(row) !== version) throw new ProductWriteError('changed');
    const updated = editableOf(await updateProduct(tx, productId, { ...product, updatedAt: now }));
    const pick = (from: typeof before) => Object.fromEntries(fields.map((key) => [key, from[key]]));
    await recordAudit(
      tx,
      actor,
      {
        action: 'product.edit',
        objectType: 'product',
        objectId: productId,
        before: pick(before),
        after: pick(updated),
      },
      now,
    );
    return { changed: true };
  });
}

/**
 * Publishes or unpublishes the product. Asking for what it already is changes nothing (a double
 * click); otherwise a product changed since the page loaded is 'changed', and one without a picture
 * cannot be published.
 */
export async function setPublished(
  db: Database,
  request: { productId: number; version: string; published: boolean },
  actor: Actor,
  now: Date,
): Promise<{ changed: boolean }> {
  const { productId, version, published } = request;
  return auditedWrite<ProductRecord, { changed: boolean }>(db, actor, now, {
    lock: (tx) => lockStaffProduct(tx, productId),
    missing: () => new ProductWriteError('no-product'),
    already: (row) => (row.published === published ? { changed: false } : undefined),
    check(_tx, row) {
      if (productVersion(row) !== version) throw new ProductWriteError('changed');
      if (published && row.imageFile === NO_PICTURE) throw new ProductWriteError('needs-picture');
    },
    async write(tx) {
      await updateProduct(tx, productId, { published, updatedAt: now });
      return { changed: true };
    },
    audit: (row) => ({
      action: published ? 'product.publish' : 'product.unpublish',
      objectType: 'product',
      objectId: productId,
      before: { published: row.published },
      after: { published },
    }),
  });
}
