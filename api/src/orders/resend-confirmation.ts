import { CANCELLED } from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import { findOrderRow } from '../db/orders-repository';
import { enqueueOrderMail } from '../db/outbox-repository';
import type { OrderDeps } from './order-deps';
import { ORDER_MAIL } from '../types/mail';

export type ResendRefusal = 'no-order' | 'not-paid' | 'cancelled';

/**
 * The order confirmation, with its tax invoice, sent again (a customer who lost it): only for a paid
 * order that stands. It is written to the outbox with the audit entry; the outbox worker sends it.
 */
export async function resendConfirmation(
  deps: OrderDeps,
  orderId: number,
  actor: Actor,
): Promise<ResendRefusal | 'queued'> {
  const { db } = deps;
  const row = await findOrderRow(db, orderId);
  if (!row) return 'no-order';
  if (row.status === CANCELLED) return 'cancelled';
  if (row.paymentStatus !== 'paid') return 'not-paid';
  await db.transaction(async (tx) => {
    await enqueueOrderMail(tx, { kind: ORDER_MAIL.confirmation, orderId });
    await recordAudit(
      tx,
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
  });
  return 'queued';
}
