import { findInvoiceByOrder } from '../db/invoices-repository';
import { findOrderRow, withItems } from '../db/orders-repository';
import type { OutboxRow } from '../db/outbox-schema';
import { findUserCreditNote } from '../db/refunds-repository';
import { codExpiredMail } from '../mail/cod-mails';
import {
  orderCancellationMail,
  orderConfirmationMail,
  orderShippedMail,
  paymentRefusedMail,
} from '../mail/order-mails';
import { ORDER_MAIL } from '../types/mail';
import type { Mail } from '../types/mail';
import type { OrderDeps } from './order-deps';

// The order's mails are written to the outbox by what causes them (paying, refusing, cancelling,
// shipping, the COD sweep), in the same transaction, as a kind and an order id; they are drawn here
// from the order when the outbox worker sends them, with their PDFs, which the outbox never keeps.

type DrawDeps = Pick<OrderDeps, 'db' | 'config' | 'printInvoice'>;

const ORDER_MAILS: Record<string, (deps: DrawDeps, orderId: number, row: OutboxRow) => Promise<Mail>> = {
  async [ORDER_MAIL.confirmation](deps, orderId) {
    const { order, row } = await orderWithRow(deps, orderId);
    const stored = order.invoice ? await findInvoiceByOrder(deps.db, orderId) : undefined;
    const invoicePdf = stored && (await deps.printInvoice(stored));
    return orderConfirmationMail(order, deps.config.siteUrl, { taxRateBp: row.taxRateBp, invoicePdf });
  },
  async [ORDER_MAIL.refused](deps, orderId) {
    const { order, row } = await orderWithRow(deps, orderId);
    return paymentRefusedMail(order, deps.config.siteUrl, row.refusedReason ?? '');
  },
  async [ORDER_MAIL.cancellation](deps, orderId) {
    const { order } = await orderWithRow(deps, orderId);
    const stored = await findUserCreditNote(deps.db, null, orderId);
    const creditNotePdf = stored && (await deps.printInvoice(stored, stored.creditNote));
    return orderCancellationMail(order, deps.config.siteUrl, { creditNotePdf });
  },
  async [ORDER_MAIL.shipped](deps, orderId, outboxRow) {
    const { order } = await orderWithRow(deps, orderId);
    // A Cash on Delivery order's tax invoice is issued at dispatch and goes with this mail.
    const withInvoice = outboxRow.attachments?.some((ref) => ref.document === 'invoice');
    const stored = withInvoice ? await findInvoiceByOrder(deps.db, orderId) : undefined;
    return orderShippedMail(order, deps.config.siteUrl, stored && (await deps.printInvoice(stored)));
  },
  async [ORDER_MAIL.codExpired](deps, orderId) {
    return codExpiredMail((await orderWithRow(deps, orderId)).row, deps.config.siteUrl);
  },
};

async function orderWithRow(deps: DrawDeps, orderId: number) {
  const row = await findOrderRow(deps.db, orderId);
  if (!row) throw new Error(`order ${orderId} is gone`);
  const [order] = await withItems(deps.db, [row]);
  return { row, order: order! };
}

/** The mail an outbox row sends: its written mail, or its order's mail of its kind drawn now. */
export async function composeMail(deps: DrawDeps, row: OutboxRow): Promise<Mail> {
  if (row.mail) return row.mail;
  const draw = ORDER_MAILS[row.kind];
  if (!draw || row.orderId === null) throw new Error(`mail ${row.id} (${row.kind}) has nothing to draw from`);
  return draw(deps, row.orderId, row);
}
