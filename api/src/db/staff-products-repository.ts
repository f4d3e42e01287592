import { type SQL, and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { productImages } from './backoffice-schema';
import type { Database } from './client';
import { productColumns, type ProductRecord } from './products-repository';
import { type NewProductRow, categories, products } from './schema';

// The back office's reads and writes of products and their pictures. The workflows (catalogue/) lock,
// check and audit; these only touch the tables.

/** A LIKE pattern that matches the text itself anywhere: its own % and _ are not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every product (published or not) whose title, brand or slug holds `q`, in id order. */
export function listStaffProducts(db: Database, q: string | undefined) {
  const where: SQL | undefined = q
    ? or(
        ilike(products.title, containing(q)),
        ilike(products.brand, containing(q)),
        ilike(products.slug, containing(q)),
      )
    : undefined;
  return db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      brand: products.brand,
      imageFile: products.imageFile,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
      stock: products.stock,
      published: products.published,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.id));
}

export async function findStaffProduct(db: Database, id: number): Promise<ProductRecord | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}

/** The product, locked until the caller's transaction ends: two staff saving it wait for each other. */
export async function lockStaffProduct(tx: Database, id: number): Promise<ProductRecord | undefined> {
  const [row] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function categoryExists(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, slug));
  return row !== undefined;
}

/** The slugs taken among `base` and `base-2`, `base-3`…: the caller picks the first free one. */
export async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), ilike(products.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertProduct(tx: Database, values: NewProductRow): Promise<ProductRecord> {
  const [row] = await tx.insert(products).values(values).returning(productColumns);
  if (!row) throw new Error('product insert returned no row');
  return row;
}

export async function updateProduct(
  tx: Database,
  id: number,
  values: Partial<NewProductRow>,
): Promise<ProductRecord> {
  const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning(productColumns);
  if (!row) throw new Error(`product ${id} update returned no row`);
  return row;
}

export type PictureRow = typeof productImages.$inferSelect;

/** A product's pictures, the listing's first. */
export function picturesOf(db: Database, productId: number): Promise<PictureRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export async function insertPicture(tx: Database, productId: number, file: string, position: number) {
  await tx.insert(productImages).values({ productId, file, position });
}

export async function deletePicture(tx: Database, productId: number, pictureId: number) {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, pictureId)));
}

/** Puts the pictures in the given order (ids of this product's pictures, the first at position 0). */
export async function setPictureOrder(tx: Database, productId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const positions = sql.join(
    ids.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${productImages} AS p SET position = w.position
    FROM (VALUES ${positions}) AS w(id, position)
    WHERE p.id = w.id AND p.product_id = ${productId}`);
}
