import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { CART_ADD_KEY_KEEP_DAYS, MAX_QUANTITY, formatPriceText } from '@harmony/shared/domain';
import { productImagePath } from '../schemas/products';
import type { CartItem } from '../schemas/cart';
import { cartAddKeys } from './cart-schema';
import type { Database } from './client';
import { shownToShoppers } from './products-repository';
import { cartItems, products } from './schema';

/** The user's server cart, oldest line first, with the product's current title, brand, price and image. */
export async function listCart(db: Database, userId: number): Promise<CartItem[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      title: products.title,
      brand: products.brand,
      pricePaise: products.pricePaise,
      originalPricePaise: products.originalPricePaise,
      imageFile: products.imageFile,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return rows.map((row) => ({
    product_id: row.productId,
    quantity: row.quantity,
    title: row.title,
    brand: row.brand,
    price: formatPriceText(row.pricePaise, row.originalPricePaise),
    image: productImagePath(row.imageFile),
  }));
}

/** Whether shoppers can have the product: it exists and is published. */
export async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), shownToShoppers));
  return row !== undefined;
}

/** Adds to the line's quantity (a new line if none), never above MAX_QUANTITY. */
export async function addToCart(db: Database, userId: number, productId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity: Math.min(quantity, MAX_QUANTITY) })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: {
        quantity: sql`LEAST(${cartItems.quantity} + ${quantity}, ${MAX_QUANTITY})`,
        updatedAt: sql`now()`,
      },
    });
}

/** What an Idempotency-Key's add did: added now, or an earlier add (of this or another product) had it. */
export type KeyedAdd = { added: true } | { added: false; productId: number; quantity: number };

/**
 * addToCart once per key: the key is claimed in the add's transaction, so the same add sent again
 * changes nothing; sent twice at once, the second claim waits for the first's commit and finds the key.
 * The customer's keys older than CART_ADD_KEY_KEEP_DAYS go first (a page replays an add for less).
 */
export async function addToCartOnce(
  db: Database,
  userId: number,
  productId: number,
  quantity: number,
  key: string,
): Promise<KeyedAdd> {
  await db
    .delete(cartAddKeys)
    .where(
      and(
        eq(cartAddKeys.userId, userId),
        lt(cartAddKeys.createdAt, sql`now() - make_interval(days => ${CART_ADD_KEY_KEEP_DAYS})`),
      ),
    );
  return db.transaction(async (tx): Promise<KeyedAdd> => {
    const claimed = await tx
      .insert(cartAddKeys)
      .values({ userId, key, productId, quantity })
      .onConflictDoNothing()
      .returning({ key: cartAddKeys.key });
    if (claimed.length > 0) {
      await addToCart(tx, userId, productId, quantity);
      return { added: true };
    }
    const [earlier] = await tx
      .select({ productId: cartAddKeys.productId, quantity: cartAddKeys.quantity })
      .from(cartAddKeys)
      .where(and(eq(cartAddKeys.userId, userId), eq(cartAddKeys.key, key)));
    // Missing only if another add pruned it this instant (7 days old): nothing left to compare with.
    return { added: false, ...(earlier ?? { productId, quantity }) };
  });
}

/** Sets the line's quantity (adds the line if the product is not in the cart yet). */
export async function setCartQuantity(db: Database, userId: number, productId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, updatedAt: sql`now()` },
    });
}

export async function removeFromCart(db: Database, userId: number, productId: number) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}
