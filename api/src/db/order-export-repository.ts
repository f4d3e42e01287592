import { eq } from 'drizzle-orm';
import type { OrderListSort } from '@harmony/shared/domain';
import type { Database } from './client';
import { invoices } from './invoice-schema';
import { orders } from './schema';
import { type StaffOrderFilter, staffOrderSort, staffOrderWhere } from './staff-orders-repository';

/** One order as the accountant's export reads it: its invoice's figures where it has one. */
export async function exportBatch(
  db: Database,
  filter: StaffOrderFilter,
  sort: OrderListSort,
  after: number | null,
  limit: number,
) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      buyerGstin: orders.buyerGstin,
      buyerLegalName: orders.buyerLegalName,
      shippingState: orders.shippingState,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      subtotalPaise: orders.subtotalPaise,
      discountPaise: orders.discountPaise,
      taxPaise: orders.taxPaise,
      grandTotalPaise: orders.grandTotalPaise,
      gatewayPaymentId: orders.gatewayPaymentId,
      invoiceNumber: invoices.number,
      invoiceIssuedAt: invoices.issuedAt,
      placeOfSupply: invoices.placeOfSupply,
      taxablePaise: invoices.taxablePaise,
      cgstPaise: invoices.cgstPaise,
      sgstPaise: invoices.sgstPaise,
      igstPaise: invoices.igstPaise,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(staffOrderWhere(filter, sort, after))
    .orderBy(...staffOrderSort(sort))
    .limit(limit);
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];
