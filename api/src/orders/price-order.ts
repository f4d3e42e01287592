import {
  ACCOUNT_MESSAGES,
  type AddressKind,
  PAYMENT_MESSAGES,
  type OrderCharges,
  STOCK_MESSAGES,
  addressTypeIncludes,
  formatOrderAddress,
  lineShortage,
  orderTotalsInPaise,
} from '@harmony/shared/domain';
import type { BusinessBuyer } from '@harmony/shared/gst';
import type { CouponRow } from '../db/coupon-schema';
import type { Customer, NewOrder } from '../db/checkout-repository';
import { couponLines, couponVerdict } from '../db/coupons-repository';
import type { AddressRow } from '../db/schema';
import { type LockedProduct, type Shortage, findShortage } from '../db/stock-repository';
import { badRequest } from '../http/form';
import { HttpError } from '../http/http-errors';
import { productImagePath } from '../schemas/products';

// Pricing an order: the lines, discount, tax and total in paise from the catalogue's own prices, and the
// refusals worded for the shopper. Pure: the same answer for the products as read and as locked.

/** A cart line as the order will hold it: product and quantity checked, nothing taken from the client. */
export interface CheckoutLine {
  productId: number;
  quantity: number;
  size: string | null;
}

/** Everything an order is priced from, besides the products. */
export interface OrderPricing {
  userId: number;
  lines: CheckoutLine[];
  /** What the shopper was shown and agreed to pay: must be the computed grand total to the paisa. */
  amountPaise: number;
  couponCode: string | null;
  buyer: BusinessBuyer | null;
  /** The coupon of `couponCode` (undefined: no such code) and what this customer did with it. */
  coupon: CouponRow | undefined;
  standing: { usesSoFar: number; paidOrders: number } | undefined;
  customer: Customer;
  billing: AddressRow;
  shipping: AddressRow;
  taxRateBp: number;
  /** The delivery rule in force (config.shipping) and the COD fee when the order is paid in cash. */
  charges: OrderCharges;
  now: Date;
}

/** A coupon refused for the lines (422; an empty code 400): the coupon's sentence, on `coupon_code`. */
export const couponRefusal = (message: string, statusCode = 422) =>
  new HttpError(statusCode, message, { coupon_code: message });

/** One of the user's saved addresses whose type includes the kind; someone else's is "not found". */
export function savedAddress(row: AddressRow | null, kind: AddressKind): AddressRow {
  if (!row)
    throw new HttpError(404, ACCOUNT_MESSAGES.addressNotFound, {
      [`${kind}_address`]: ACCOUNT_MESSAGES.addressNotFound,
    });
  if (!addressTypeIncludes(row.type, kind))
    throw badRequest(
      kind === 'billing' ? PAYMENT_MESSAGES.billingAddressType : PAYMENT_MESSAGES.shippingAddressType,
      `${kind}_address`,
    );
  return row;
}

/** The order from the products (as read, or as locked): prices, totals and stock as they are. */
export function priceOrder(p: OrderPricing, catalogue: ReadonlyMap<number, LockedProduct>): NewOrder {
  const items = p.lines.map((line, i) => {
    const product = catalogue.get(line.productId);
    if (!product) throw badRequest(PAYMENT_MESSAGES.productUnavailable, `cartItems.${i}.product_id`);
    return {
      productId: product.id,
      title: product.title,
      brand: product.brand,
      image: productImagePath(product.imageFile),
      unitPricePaise: product.pricePaise,
      quantity: line.quantity,
      size: line.size,
    };
  });
  let discount = 0;
  if (p.couponCode) {
    const verdict = couponVerdict(p.coupon, couponLines(p.lines, catalogue), p.now, p.standing);
    if (!verdict.ok) throw couponRefusal(verdict.message);
    discount = verdict.discount;
  }
  // The domain rule the confirmation screen uses: the discount comes off before the tax, the delivery
  // charge is added to what is taxed.
  const totals = orderTotalsInPaise(items, discount, p.taxRateBp / 100, p.charges);
  if (p.amountPaise !== totals.grandTotal) throw badRequest(PAYMENT_MESSAGES.totalChanged, 'amount');
  const shortage = findShortage(items, catalogue);
  if (shortage) throw stockRefusal(shortage, catalogue, p.lines);
  return {
    userId: p.userId,
    subtotalPaise: totals.subtotal,
    discountPaise: totals.discount,
    couponCode: p.couponCode,
    shippingPaise: totals.shipping,
    codFeePaise: totals.codFee,
    taxPaise: totals.tax,
    grandTotalPaise: totals.grandTotal,
    billingAddress: formatOrderAddress(p.billing),
    shippingAddress: formatOrderAddress(p.shipping),
    billingAddressId: p.billing.id,
    shippingAddressId: p.shipping.id,
    billingState: p.billing.state,
    shippingState: p.shipping.state,
    taxRateBp: p.taxRateBp,
    customerName: p.customer.fullname,
    customerEmail: p.customer.email,
    customerPhone: p.customer.contactNumber,
    buyerGstin: p.buyer?.gstin ?? null,
    buyerLegalName: p.buyer?.legalName ?? null,
    items,
  };
}

/** 409 naming the product short of units, with what is left of each product of the cart. */
function stockRefusal(
  shortage: Shortage,
  catalogue: ReadonlyMap<number, LockedProduct>,
  lines: CheckoutLine[],
) {
  const product = catalogue.get(shortage.productId);
  const wanted = lines.filter((line) => line.productId === shortage.productId);
  const quantity = wanted.reduce((sum, line) => sum + line.quantity, 0);
  const message =
    lineShortage(product?.title ?? 'A product', quantity, shortage.left) ?? STOCK_MESSAGES.payRefused;
  const field = `cartItems.${lines.indexOf(wanted[0]!)}.quantity`;
  return new HttpError(
    409,
    message,
    { [field]: message },
    {
      stock: Object.fromEntries([...catalogue.values()].map((row) => [row.id, row.stock])),
    },
  );
}
