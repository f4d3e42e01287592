import assert from 'node:assert/strict';
import type { App } from '../app';
import type { orders } from '../db/schema';
import { changeRole } from '../staff/staff-roles';
import { placeOrder } from './orders';
import { type LoggedIn, newUser } from './users';

/** A packer (the orders role) and a customer, for the courier tests. */
export async function packerAndCustomer(app: App, at: Date) {
  const [packer, customer] = [await newUser(app), await newUser(app)];
  await changeRole(
    app.db,
    { action: 'grant', emailOrMobile: packer.email, role: 'orders' },
    { via: 'ops' },
    at,
  );
  return { packer, customer };
}

/**
 * A paid order, packed, its units sold, shipped from the back office without a courier typed (so the
 * courier gateway books it); answers its id and AWB.
 */
export async function shipFromBackOffice(
  app: App,
  packer: LoggedIn,
  customer: LoggedIn,
  at: Date,
  fields: Partial<typeof orders.$inferInsert> = {},
) {
  const orderId = await placeOrder(app, customer.id, at, 'packed', { reservation: 'sold', ...fields });
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/fulfilment`,
    headers: packer.auth,
    payload: { from: 'packed', to: 'shipped' },
  });
  assert.equal(res.statusCode, 200, res.body);
  return { orderId, awb: res.json().order.shipment.tracking_number as string };
}
