import { CANCELLED } from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import { findUserInvoice } from '../db/invoices-repository';
import { findOrderRow, orderLines } from '../db/orders-repository';
import type { OrderDeps } from './order-deps';
import { sendConfirmation } from './order-mails';

export type ResendRefusal = 'no-order' | 'not-paid' | 'cancelled';

/**
 * The order confirmation, with its tax invoice, sent again now (a customer who lost it, or a mail that
 * failed): only for a paid order that stands. A mail server that refuses throws, for the caller to say.
 */
export async function resendConfirmation(
  deps: OrderDeps,
  orderId: number,
  actor: Actor,
): Promise<ResendRefusal | 'sent'> {
  const { db } = deps;
  const row = await findOrderRow(db, orderId);
  if (!row) return 'no-order';
  if (row.status === CANCELLED) return 'cancelled';
  if (row.paymentStatus !== 'paid') return 'not-paid';
  const items = await orderLines(db, orderId);
  await sendConfirmation(deps, { order: row, items, invoice: await findUserInvoice(db, null, orderId) });
  await recordAudit(
    db,
    actor,
    {
      action: 'order.confirmation_resent',
      objectType: 'order',
      objectId: orderId,
      before: null,
      after: { to: row.customerEmail },
    },
    deps.config.now(),
  );
  return 'sent';
}
