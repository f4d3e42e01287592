import assert from 'node:assert/strict';
import type { App } from '../app';
import { orderItems, orders } from '../db/schema';

/**
 * A paid order written directly, without an invoice (the payment routes' own tests go through
 * create-order and verify, which issue one); `fields` sets any other column.
 */
export async function placeOrder(
  app: App,
  userId: number,
  createdAt: Date,
  status = 'pending',
  fields: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await app.db
    .insert(orders)
    .values({
      userId,
      status,
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paidAt: createdAt,
      subtotalPaise: 999_800,
      discountPaise: 0,
      taxPaise: 49_990,
      grandTotalPaise: 1_049_790,
      shippingAddress: '12 MG Road, Bengaluru, Karnataka - 560001',
      billingAddress: '12 MG Road, Bengaluru, Karnataka - 560001',
      billingState: 'Karnataka',
      shippingState: 'Karnataka',
      taxRateBp: 500,
      customerName: 'Asha Menon',
      customerEmail: 'asha@example.in',
      customerPhone: '9876543210',
      createdAt,
      ...fields,
    })
    .returning();
  assert.ok(order);
  await app.db.insert(orderItems).values([
    {
      orderId: order.id,
      productId: 1,
      title: 'Harmony M1',
      brand: 'Harmony',
      image: '/api/images/products/harmony-m1.svg',
      unitPricePaise: 499_900,
      quantity: 2,
      size: null,
    },
  ]);
  return order.id;
}
