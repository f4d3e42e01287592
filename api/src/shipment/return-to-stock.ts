import type { Database } from '../db/client';
import { insertStockMovement } from '../db/stock-movements-repository';
import { markUnitsReturned, returnStock, stockRow } from '../db/stock-repository';

/**
 * A sold order's units are back at the warehouse (the courier returned it): on the shelf again, each
 * product's history saying so, and the order's units marked returned. The caller holds the order's lock
 * and checked it was sold, so the units come back once.
 */
export async function returnToStock(tx: Database, orderId: number, at: Date): Promise<void> {
  for (const { productId, quantity } of await returnStock(tx, orderId)) {
    const product = await stockRow(tx, productId);
    // A product gone from the catalogue has no shelf to go back to.
    if (!product) continue;
    await insertStockMovement(tx, {
      productId,
      delta: quantity,
      stockAfter: product.stock,
      reason: 'returned',
      note: `Returned to origin by the courier: order #${orderId}`,
      actorUserId: null,
      at,
    });
  }
  await markUnitsReturned(tx, orderId);
}
