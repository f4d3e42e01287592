import { COD_FEE_LABEL, DELIVERY_LABEL } from '@harmony/shared/domain';
import { amountInWords, financialYear, gstKind, splitGst } from '@harmony/shared/gst';
import type { InvoiceSettings } from '../config';
import type { OrderRow } from '../db/schema';
import type { InvoiceDraft } from '../db/invoices-repository';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** An order line with the HSN code of its product, as the invoice copies it. */
export interface InvoiceSourceLine {
  productId: number;
  title: string;
  size: string | null;
  hsn: string;
  unitPricePaise: number;
  quantity: number;
  /** A delivery or COD fee: not a product, and the coupon's discount does not reduce it. */
  charge?: boolean;
}

// The charges follow the goods (a composite supply: taxed at their rate) but are printed with the SAC of
// courier services, 996812, as a line of their own.
const CHARGES_SAC = '996812';

/** The order's delivery charge and COD fee as invoice lines (product id 0: no product). */
function chargeLines(order: OrderRow): InvoiceSourceLine[] {
  const charge = (title: string, paise: number): InvoiceSourceLine[] =>
    paise > 0
      ? [
          {
            productId: 0,
            title,
            size: null,
            hsn: CHARGES_SAC,
            unitPricePaise: paise,
            quantity: 1,
            charge: true,
          },
        ]
      : [];
  return [
    ...charge(`${DELIVERY_LABEL} charges`, order.shippingPaise),
    ...charge(COD_FEE_LABEL, order.codFeePaise),
  ];
}

/**
 * The tax invoice of an order paid at `issuedAt`: the order's own amounts (the invoice's totals are the
 * order's to the paisa), split by place of supply, with the supplier as configured now.
 */
export function draftInvoice(
  order: OrderRow,
  goods: readonly InvoiceSourceLine[],
  settings: InvoiceSettings,
  issuedAt: Date,
): InvoiceDraft {
  const { supplier } = settings;
  const lines = [...goods, ...chargeLines(order)];
  const kind = gstKind(supplier.state, order.shippingState);
  const split = splitGst({
    lines,
    discountPaise: order.discountPaise,
    taxPaise: order.taxPaise,
    kind,
  });
  return {
    invoice: {
      financialYear: financialYear(issuedAt),
      orderId: order.id,
      issuedAt,
      supplierName: supplier.legalName,
      supplierAddress: supplier.address,
      supplierState: supplier.state,
      supplierGstin: supplier.gstin,
      buyerName: order.customerName,
      buyerGstin: order.buyerGstin,
      buyerLegalName: order.buyerLegalName,
      billingAddress: order.billingAddress,
      billingState: order.billingState,
      shippingAddress: order.shippingAddress,
      shippingState: order.shippingState,
      placeOfSupply: order.shippingState,
      kind,
      taxRateBp: order.taxRateBp,
      // From the split, so the record always adds up; they equal the order's, whose lines made its totals.
      subtotalPaise: sum(split.lines.map((line) => line.grossPaise)),
      discountPaise: sum(split.lines.map((line) => line.discountPaise)),
      couponCode: order.couponCode,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      taxPaise: split.taxPaise,
      totalPaise: split.totalPaise,
      amountInWords: amountInWords(split.totalPaise),
    },
    lines: lines.map((line, i) => {
      const amounts = split.lines[i];
      if (!amounts) throw new Error('the tax split lost a line');
      return {
        position: i + 1,
        productId: line.productId,
        description: line.size ? `${line.title} (${line.size})` : line.title,
        hsn: line.hsn,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        discountPaise: amounts.discountPaise,
        taxablePaise: amounts.taxablePaise,
        taxRateBp: order.taxRateBp,
        cgstPaise: amounts.cgstPaise,
        sgstPaise: amounts.sgstPaise,
        igstPaise: amounts.igstPaise,
        totalPaise: amounts.totalPaise,
      };
    }),
  };
}
